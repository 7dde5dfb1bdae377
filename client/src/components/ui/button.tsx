import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

/**
 * Every state of every variant meets WCAG AA (4.5:1) in both themes: hover shades are opaque
 * tokens darker (light) or lighter (dark) than the resting colour, never the colour made
 * translucent; a disabled button takes the muted colours instead of half opacity. Checked on the
 * tokens by button-contrast.test.ts and in the browser by e2e/button-contrast.spec.ts.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
        outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover disabled:bg-muted disabled:text-muted-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground disabled:text-muted-foreground',
        link: 'text-primary underline-offset-4 hover:underline disabled:text-muted-foreground',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-12 rounded-lg px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  // data-variant names the look for browser checks (e2e/button-contrast.spec.ts).
  return <Component data-variant={variant ?? 'default'} className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

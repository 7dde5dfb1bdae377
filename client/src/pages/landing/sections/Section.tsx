import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionProps {
  id?: string;
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}

/** A landing-page band: a heading (labelled region) and its content. */
export function Section({ id, title, subtitle, className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('deferred-band px-4 py-16 sm:px-6 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-base text-muted-foreground sm:text-lg">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

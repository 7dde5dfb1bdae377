import type { User } from '@contract/auth';
import { cn } from '@/lib/utils';
import { initials } from '@/lib/userName';

/** The user's picture, else their initials. Decorative: the surrounding control names the user. */
export function Avatar({ user, className }: { user: User; className?: string }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={cn('size-8 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground', className)}
    >
      {initials(user)}
    </span>
  );
}

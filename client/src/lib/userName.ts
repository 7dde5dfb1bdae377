import type { User } from '@contract/auth';

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** "First Last", else the email. */
export function displayName(user: NamedUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Up to two initials for an avatar. */
export function initials(user: NamedUser): string {
  const fromName = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (fromName || user.email.charAt(0)).toUpperCase();
}

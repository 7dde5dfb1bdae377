import type { User } from '@contract/auth';

/**
 * Who may open a route (spec §2, §6):
 * - public: everyone;
 * - signedOut: visitors only (login, register); signed-in users go home;
 * - signedIn: signed-in users; visitors see the landing page;
 * - admin: admins; other signed-in users are refused, visitors see the landing page.
 */
export type Access = 'public' | 'signedOut' | 'signedIn' | 'admin';

export type AccessDecision = 'render' | 'landing' | 'redirectHome' | 'denied';

export function decideAccess(access: Access, user: Pick<User, 'role'> | null): AccessDecision {
  switch (access) {
    case 'public':
      return 'render';
    case 'signedOut':
      return user ? 'redirectHome' : 'render';
    case 'signedIn':
      return user ? 'render' : 'landing';
    case 'admin':
      if (!user) return 'landing';
      return user.role === 'admin' ? 'render' : 'denied';
  }
}

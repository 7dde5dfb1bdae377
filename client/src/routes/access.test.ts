import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const student = { role: 'student' as const };
const admin = { role: 'admin' as const };

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    expect(decideAccess('public', null)).toBe('render');
    expect(decideAccess('public', student)).toBe('render');
  });

  it('shows visitors the landing page on signed-in routes', () => {
    expect(decideAccess('signedIn', null)).toBe('landing');
    expect(decideAccess('signedIn', student)).toBe('render');
  });

  it('sends signed-in users home from login and register', () => {
    expect(decideAccess('signedOut', student)).toBe('redirectHome');
    expect(decideAccess('signedOut', null)).toBe('render');
  });

  it('refuses the admin area to students and opens it to admins', () => {
    expect(decideAccess('admin', null)).toBe('landing');
    expect(decideAccess('admin', student)).toBe('denied');
    expect(decideAccess('admin', admin)).toBe('render');
  });
});

import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAdmin, requireUser, signedInUser } from './auth-guards';
import type { UserRow } from './db/schema';
import { HttpError } from './http-error';

const user = (role: UserRow['role']): UserRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@example.com',
  passwordHash: 'x',
  firstName: 'A',
  lastName: 'B',
  locale: 'en',
  role,
  profileImageUrl: null,
  storeUploads: false,
  createdAt: new Date(),
  updatedAt: new Date(),
});
const requestWith = (u: UserRow | null) => ({ user: u }) as unknown as FastifyRequest;

async function statusOf(guard: (r: FastifyRequest) => Promise<void>, u: UserRow | null): Promise<number | 'passed'> {
  try {
    await guard(requestWith(u));
    return 'passed';
  } catch (err) {
    return err instanceof HttpError ? err.statusCode : -1;
  }
}

describe('auth guards', () => {
  it('requireUser lets any signed-in user through and answers 401 otherwise', async () => {
    expect(await statusOf(requireUser, user('student'))).toBe('passed');
    expect(await statusOf(requireUser, null)).toBe(401);
  });

  it('requireAdmin answers 401 signed out and 403 for a student', async () => {
    expect(await statusOf(requireAdmin, user('admin'))).toBe('passed');
    expect(await statusOf(requireAdmin, user('student'))).toBe(403);
    expect(await statusOf(requireAdmin, null)).toBe(401);
  });

  it('signedInUser returns the user or throws 401', () => {
    expect(signedInUser(requestWith(user('student'))).email).toBe('a@example.com');
    expect(() => signedInUser(requestWith(null))).toThrow(HttpError);
  });
});

import type { FastifyRequest } from 'fastify';
import type { UserRow } from './db/schema';
import { forbidden, unauthorized } from './http-error';

/**
 * preHandlers for route modules: `{ preHandler: requireUser }` answers 401 when signed out,
 * `requireAdmin` also answers 403 for a student. In the handler, `signedInUser(request)` gives
 * the user with a non-null type.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden('adminRequired');
}

export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

import type { Config } from './config';
import type { Database } from './db/client';
import type { UserRow } from './db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
  interface FastifyRequest {
    /** The signed-in user (resolved from the session cookie for /api requests), else null. */
    user: UserRow | null;
    /** Id of the session row behind `user`. */
    sessionId: string | null;
  }
}

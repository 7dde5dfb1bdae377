import type { Config } from './config';
import type { Database } from './db/client';
import type { UserRow } from './db/schema';
import type { PlanId } from '../../contract/src';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
  interface FastifyRequest {
    /** The signed-in user (from the session cookie on /api, from a personal API token on /api/v1), else null. */
    user: UserRow | null;
    /** Id of the session row behind `user`. */
    sessionId: string | null;
    /** The plan of the session's user, read with the session; null when the user came another way (an API token). */
    plan: PlanId | null;
  }
}

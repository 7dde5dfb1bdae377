import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { audioRoutes } from './audio';
import { authRoutes } from './auth';
import { brandingRoutes } from './branding';
import { healthRoutes } from './health';
import { paymentRoutes } from './payments';
import { subscriptionRoutes } from './subscription';
import { libraryRoutes } from './library';
import { ocrRoutes } from './ocr';
import { historyRoutes } from './history';
import { quotaRoutes } from './quota';
import { solveRoutes } from './solve';
import { solutionCheckRoutes } from './solution-checks';
import { studyPlanRoutes } from './study-plan';
import { apiTokenRoutes } from './api-tokens';
import { publicApiRoutes } from './public-api';
import { supportRoutes } from './support';

/**
 * Every API route module, registered in this order inside the /api context (session, origin
 * check and rate limit apply). A feature adds its module file here with one line.
 */
export const routeModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, libraryRoutes, adminRoutes, solveRoutes, quotaRoutes, historyRoutes, paymentRoutes, subscriptionRoutes, accountRoutes, ocrRoutes, audioRoutes, studyPlanRoutes, solutionCheckRoutes, supportRoutes, brandingRoutes, apiTokenRoutes];

/**
 * The public API's route modules (/api/v1), registered in their own context: a personal API token
 * as `Authorization: Bearer` authenticates them (plugins/bearer-auth.ts), never the session cookie,
 * and each route carries `config.openapi` for the OpenAPI document (GET /api/v1/openapi.json).
 */
export const publicApiModules: FastifyPluginAsyncZod[] = [publicApiRoutes];

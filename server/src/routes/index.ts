import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { audioRoutes } from './audio';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { paymentRoutes } from './payments';
import { subscriptionRoutes } from './subscription';
import { libraryRoutes } from './library';
import { ocrRoutes } from './ocr';
import { historyRoutes } from './history';
import { quotaRoutes } from './quota';
import { solveRoutes } from './solve';

/**
 * Every API route module, registered in this order inside the /api context (session, origin
 * check and rate limit apply). A feature adds its module file here with one line.
 */
export const routeModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, libraryRoutes, adminRoutes, solveRoutes, quotaRoutes, historyRoutes, paymentRoutes, subscriptionRoutes, accountRoutes, ocrRoutes, audioRoutes];

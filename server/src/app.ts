import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { cspDirectives } from './csp';
import type { Database } from './db/client';
import { localizedError } from './i18n';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSessionHook } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { publicApiModules, routeModules } from './routes';
import { openApiRoutes } from './routes/openapi';
import { registerBearerAuth } from './plugins/bearer-auth';
import type { DocumentedRoute } from './services/openapi/document';
import { LoginThrottle } from './services/auth/login-throttle';
import { createEngines, type Engines } from './services/engines';
import { createSharedLimits, type SharedLimits } from './services/limits/shared-limits';
import { createMailer, type Mailer } from './services/mail/mailer';
import { Readiness } from './services/readiness';
import { createSolutionCache, type SolutionCache } from './services/solve/solution-cache';
import { lazySolverPool, type SolverService } from './services/solve/solver-service';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** Counters every instance shares (PostgreSQL, Redis) or this process's (PGlite). */
    sharedLimits: SharedLimits;
    /** GET /api/ready's state; draining starts on SIGTERM. */
    readiness: Readiness;
    /** Outgoing mail: SMTP when SMTP_URL is set, else the outbox table admins read. */
    mailer: Mailer;
    /** The solver's answers to identical problems, in this process (immutable output; a miss recomputes). */
    solutionCache: SolutionCache;
  }
}

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** The solver behind POST /api/solve; by default a worker pool started on first use. */
  solver?: SolverService;
  /** OCR, speech and payment engines; by default created from the configuration. */
  engines?: Partial<Engines>;
  /** Where limits are counted; by default chosen from the database and REDIS_URL (createSharedLimits). */
  limits?: SharedLimits;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
}

export async function buildApp({ database, config, solver, engines, limits: givenLimits, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Credentials never reach the logs, whoever logs a request's headers: API tokens and session cookies.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('solver', solver ?? lazySolverPool({ timeLimitMs: config.solverTimeLimitMs, queueBudgetMs: config.solverQueueBudgetMs }));
  app.decorate('solutionCache', createSolutionCache());
  app.addHook('onClose', () => app.solver.close());
  // One instance of each engine for every route (the OCR worker stays warm; Clear Cache resets it).
  const { ocr, speech, payments } = createEngines(config, engines);
  app.decorate('ocr', ocr);
  // A served app loads its solver threads, then the OCR engine, in the background right away, so
  // the first student does not wait for them; tests start them on first use.
  if (config.isProduction) {
    let closing = false;
    app.addHook('onClose', async () => void (closing = true));
    app.addHook('onReady', async () => {
      void (async () => {
        await app.solver.warmUp?.();
        if (closing) return;
        await ocr.warmUp?.().catch((error: unknown) => app.log.warn({ err: error }, 'OCR warm-up failed; the first image will start it'));
      })();
    });
  }
  app.decorate('speech', speech);
  app.decorate('payments', payments);
  const mailer = createMailer(config.mail, database.db);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', () => app.ocr.reset());
  app.addHook('onClose', async () => app.speech.close?.());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('plan', null);
  const limits = givenLimits ?? createSharedLimits(database, config.redisUrl, app.log);
  app.decorate('sharedLimits', limits);
  app.addHook('onClose', () => limits.close());
  app.decorate('readiness', new Readiness(database, limits.ping));
  // While draining, each connection closes after its response: by the stop, a proxy holds no idle
  // connection here that could be closed under a request it is sending (it would not resend a POST).
  app.addHook('onRequest', async (_request, reply) => {
    if (app.readiness.isDraining) reply.header('connection', 'close');
  });
  app.decorate(
    'loginThrottle',
    new LoginThrottle({ maxPerIp: config.loginFailuresPerIp, maxPerEmail: config.loginFailuresPerEmail, windowMs: config.loginWindowMs }, limits.counters),
  );
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config.payments) },
    // Over plain HTTP (local use) upgrading would break every asset; HSTS covers HTTPS deployments.
    strictTransportSecurity: config.isProduction ? undefined : false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);

  // The per-IP API rate limit, counted where every instance sees it (see createSharedLimits); with
  // Redis down, the API stays up without its limit rather than failing every request.
  const perIpLimit = {
    max: config.apiRateLimitPerMinute,
    timeWindow: 60_000,
    ...limits.rateLimitStorage,
    skipOnError: limits.counters.kind === 'redis',
    errorResponseBuilder: (request: FastifyRequest, context: { statusCode: number }) => ({
      statusCode: context.statusCode,
      ...localizedError(request, 'tooManyRequests'),
    }),
  };

  // The API: session resolution, foreign-origin refusal and a per-IP rate limit apply to it only.
  await app.register(async (api) => {
    registerSessionHook(api);
    registerOriginCheck(api);
    await api.register(fastifyRateLimit, perIpLimit);
    for (const routes of routeModules) await api.register(routes);
  });

  // The public API (/api/v1): no session and no origin check — only a personal API token, sent as
  // Authorization: Bearer, authenticates it, and a page of another site cannot attach someone's
  // token. The per-IP limit applies too, without its X-RateLimit headers: those of /api/v1 are the
  // token's own limit (plugins/bearer-auth.ts). Every route registered here is in the OpenAPI document.
  await app.register(async (v1) => {
    const documented: DocumentedRoute[] = [];
    v1.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) documented.push({ method, url: route.url, schema: route.schema, get config() { return route.config; } });
    });
    await v1.register(fastifyRateLimit, {
      ...perIpLimit,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    });
    await v1.register(openApiRoutes, { routes: documented });
    await v1.register(async (authenticated) => {
      registerBearerAuth(authenticated);
      for (const routes of publicApiModules) await authenticated.register(routes);
    });
  });

  if (config.serveClient) await registerStaticClient(app, config.clientDir, config.ssrEntry);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(localizedError(request, 'notFound')));

  return app;
}

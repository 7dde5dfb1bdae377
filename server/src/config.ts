import path from 'node:path';
import { PROJECT_ROOT } from './paths';
import type { OcrConfig } from './services/ocr/engine';
import type { PaymentConfig } from './services/payments/provider';
import type { SpeechConfig } from './services/tts/engine';
import type { LlmConfig } from './services/word/translator';
import type { MailConfig } from './services/mail/mailer';

export interface Config {
  port: number;
  host: string;
  /** PGlite data and the data-dir lock live here (when DATABASE_URL is not set). */
  dataDir: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl: string | undefined;
  /** Redis or Valkey for the limits every instance shares (rate limit, sign-in throttle); else PostgreSQL, or memory on PGlite. */
  redisUrl: string | undefined;
  /** After SIGTERM, how long /api/ready answers 503 before the server stops accepting (the load balancer's notice). */
  drainDelayMs: number;
  /** Lower-cased emails that get the admin role when they register or sign in. */
  adminEmails: ReadonlySet<string>;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  isProduction: boolean;
  /** Serve dist/client and the SPA fallback. */
  serveClient: boolean;
  clientDir: string;
  /** The client's server-rendering build; pages are drawn in the browser when it is absent. */
  ssrEntry?: string;
  /** Requests per minute per IP across the API. */
  apiRateLimitPerMinute: number;
  /** Requests per minute per API token on /api/v1, across all instances. */
  apiTokenRateLimitPerMinute: number;
  /** Failed sign-ins allowed per window, per IP and per email. */
  loginFailuresPerIp: number;
  loginFailuresPerEmail: number;
  loginWindowMs: number;
  /** Log requests (off in tests). */
  logLevel: string;
  /** PAYMENT_PROVIDER (sandbox by default), PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET / PAYPAL_ENV / PAYPAL_API_BASE_URL. */
  payments: PaymentConfig;
  /** Hard limit for one problem in the solver's worker pool. */
  solverTimeLimitMs: number;
  /** SOLVER_QUEUE_BUDGET_MS: a problem expected to wait longer than this for a solver thread is answered 503 `solverQueueFull` at once. */
  solverQueueBudgetMs: number;
  /** MATHPIX_APP_ID / MATHPIX_APP_KEY (both set: Mathpix, else tesseract.js offline). */
  ocr: OcrConfig;
  /** TTS_BASE_URL / TTS_API_KEY / TTS_VOICE (set: hosted speech, else festival or eSpeak NG). */
  speech: SpeechConfig;
  /** LLM_BASE_URL / LLM_API_KEY / LLM_MODEL / LLM_TIMEOUT_MS (base URL set: word problems are translated by that model). */
  llm: LlmConfig;
  /** SMTP_URL / MAIL_FROM / SUPPORT_EMAIL (SMTP_URL set: mail goes out through it, else into the admins' outbox). */
  mail: MailConfig;
  /** Support tickets one account may send per hour. */
  supportTicketsPerHour: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function parseEmailList(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.length > 0),
  );
}

function paymentConfigFrom(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || undefined;
  if (provider !== undefined && provider !== 'sandbox' && provider !== 'paypal') {
    throw new Error(`PAYMENT_PROVIDER must be sandbox or paypal, got "${provider}"`);
  }
  const paypalEnv = env.PAYPAL_ENV || undefined;
  if (paypalEnv !== undefined && paypalEnv !== 'sandbox' && paypalEnv !== 'live') {
    throw new Error(`PAYPAL_ENV must be sandbox or live, got "${paypalEnv}"`);
  }
  return {
    provider,
    paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
    paypalClientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
    paypalEnv,
    paypalApiBaseUrl: env.PAYPAL_API_BASE_URL || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const isProduction = env.NODE_ENV === 'production';
  return {
    port: intFrom(env.PORT, 5000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    drainDelayMs: intFrom(env.DRAIN_DELAY_MS, 0, 'DRAIN_DELAY_MS'),
    adminEmails: parseEmailList(env.ADMIN_EMAILS),
    trustProxy: flag(env.TRUST_PROXY),
    isProduction,
    serveClient: true,
    clientDir: path.join(PROJECT_ROOT, 'dist', 'client'),
    ssrEntry: path.join(PROJECT_ROOT, 'dist', 'ssr', 'entry-server.js'),
    apiRateLimitPerMinute: intFrom(env.API_RATE_LIMIT_PER_MINUTE, 600, 'API_RATE_LIMIT_PER_MINUTE'),
    apiTokenRateLimitPerMinute: intFrom(env.API_TOKEN_RATE_LIMIT_PER_MINUTE, 60, 'API_TOKEN_RATE_LIMIT_PER_MINUTE'),
    loginFailuresPerIp: intFrom(env.LOGIN_FAILURES_PER_IP, 50, 'LOGIN_FAILURES_PER_IP'),
    loginFailuresPerEmail: intFrom(env.LOGIN_FAILURES_PER_EMAIL, 10, 'LOGIN_FAILURES_PER_EMAIL'),
    loginWindowMs: 15 * 60 * 1000,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    payments: paymentConfigFrom(env),
    solverTimeLimitMs: intFrom(env.SOLVER_TIME_LIMIT_MS, 10_000, 'SOLVER_TIME_LIMIT_MS'),
    solverQueueBudgetMs: intFrom(env.SOLVER_QUEUE_BUDGET_MS, 2000, 'SOLVER_QUEUE_BUDGET_MS'),
    ocr: { mathpixAppId: env.MATHPIX_APP_ID || undefined, mathpixAppKey: env.MATHPIX_APP_KEY || undefined },
    speech: { baseUrl: env.TTS_BASE_URL || undefined, apiKey: env.TTS_API_KEY || undefined, voice: env.TTS_VOICE || undefined },
    llm: { baseUrl: env.LLM_BASE_URL || undefined, apiKey: env.LLM_API_KEY || undefined, model: env.LLM_MODEL || undefined, timeoutMs: intFrom(env.LLM_TIMEOUT_MS, 20_000, 'LLM_TIMEOUT_MS') },
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'Stepwise <no-reply@stepwise.example>', supportEmail: env.SUPPORT_EMAIL?.trim() || undefined },
    supportTicketsPerHour: intFrom(env.SUPPORT_TICKETS_PER_HOUR, 20, 'SUPPORT_TICKETS_PER_HOUR'),
    ...overrides,
  };
}

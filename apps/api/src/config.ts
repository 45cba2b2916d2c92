import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every setting is an environment variable, validated at start-up (listed in docs/operations.md). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where browsers reach the portal; without it, this machine on PORT, so `PORT=8080 npm start` signs in. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a request waits for a pooled connection before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** statement_timeout of a request's transaction: past it the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** idle_in_transaction_session_timeout of a request's transaction (a download's cursor waits on its client). */
  DATABASE_IDLE_IN_TRANSACTION_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Longest a client may take to send a whole request (its headers: at most 20 s); then the connection is closed. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How long an idle keep-alive connection stays open; a load balancer's idle timeout must be shorter. */
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** After SIGTERM, how long requests in flight may finish before they are cut off (the process ends 5 s later at most). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  /** A read replica of DATABASE_URL: insights reports are computed there when it is set. */
  DATABASE_REPLICA_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('.data'),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('travel-client-portal'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_EXTRA_REDIRECT_ORIGINS: z
    .string()
    .default('http://localhost:5173')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  SUPPORT_EMAIL: z.email().default('support@provider.test'),
  SUPPORT_PHONE: z.string().regex(/^\d{10}$/, 'must be 10 digits').default('8005550123'),
  FEEDBACK_URL: z.url().default('https://feedback.provider.test/survey'),
  SHIFTS_SITE_URL: z.url().default('https://shifts.provider.test'),
  /** The shifts service's user-v2 and the user service's Find; the built-in ones under PUBLIC_URL unless set. */
  SHIFTS_SERVICE_URL: z.url().optional(),
  USER_SERVICE_URL: z.url().optional(),
  /** How long the portal waits for either before going on without the platform's links. */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  TERMS_URL: z.url().default('https://provider.test/terms'),
  PRIVACY_URL: z.url().default('https://provider.test/privacy'),
  INACTIVITY_MINUTES: z.coerce.number().positive().default(15),
  /** `smtp://` or `smtps://` (user and password in the URL): the outbox relay runs only when it is set. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Client Portal <no-reply@provider.test>'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** How often each API instance writes the review reminders of candidates past their review-by time; 0 never. */
  CANDIDATE_REVIEW_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often each instance sends My decisions' reminders and escalations; 0 never. */
  DECISION_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Notifications every recipient read or cleared are deleted once older than this many days. */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  /** How often each API instance deletes a batch of such notifications; 0 never. */
  NOTIFICATION_RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How often each API instance runs the scheduled report e-mails that fell due; 0 never. */
  REPORT_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Browser and server errors go to this Sentry project when set; otherwise to the log alone. */
  SENTRY_DSN: z.url().optional(),
  /** Sentry's environment name; NODE_ENV unless set. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /** `redis://`: the Socket.IO Redis adapter joins the API instances' live connections; without it each instance works alone. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** Prefix of the adapter's Redis channels, so deployments sharing a Redis do not hear each other. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits or . : - _').default('portal'),
  /** UTC hour from which each day's notification digests are written to the outbox. */
  NOTIFICATION_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  /**
   * The demo simulator (a candidate submitted, an assignment started or ended through the integration
   * API every SIMULATOR_INTERVAL_SECONDS). Unset, it runs in the embedded set-up (no DATABASE_URL)
   * outside tests, and never against an external PostgreSQL.
   */
  SIMULATOR: z.enum(['true', 'false']).optional(),
  SIMULATOR_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  /** Without a trailing slash; `http://localhost:${PORT}` unless set. */
  PUBLIC_URL: string;
  /** The issuer the API trusts: the external one, or the built-in provider at /oidc. */
  issuer: string;
  audience: string;
  embeddedProvider: boolean;
};

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    audience: c.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    embeddedProvider: !c.OIDC_ISSUER,
  };
};

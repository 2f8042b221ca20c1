import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  corsOrigins,
  DEFAULT_RATE_LIMITS,
  flag,
  httpUrl,
  LOG_LEVELS,
  optionalText,
  parseTtl,
  RATE_LIMIT_ENV,
  rateLimitRule,
  type RateLimits,
  sentryDsn,
  trustProxy,
} from './config-values.ts';
import { isLoopbackHost } from './exposure.ts';

export {
  DEFAULT_RATE_LIMITS,
  type RateLimitRule,
  type RateLimits,
  type TrustProxy,
} from './config-values.ts';

// The one place the environment is read (docs/architecture.md#layout). Everything else receives a Config.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a whole number')
    .min(0)
    .max(65535)
    .default(4000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  JWT_TTL: z
    .string()
    .transform((value, ctx) => {
      const seconds = parseTtl(value);
      if (seconds) return seconds;
      ctx.addIssue({ code: 'custom', message: 'expected a positive duration such as 3600, 30m, 12h or 7d' });
      return z.NEVER;
    })
    .default(7 * 86_400),
  WEB_DIST: z.string().trim().min(1).optional(),
  // Unset: follows demo mode (docs/configuration.md "Demo mode").
  SEED: flag.optional(),
  DEMO_MODE: flag.optional(),
  // Unset: follows demo mode (docs/api-performance.md "Trusted documents").
  GRAPHQL_ARBITRARY_DOCUMENTS: flag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\//, 'expected an http(s) URL template')
    .optional(),
  MAP_ATTRIBUTION: optionalText,
  // A Nominatim-compatible geocoder (search, reverse, lookup); unset: the built-in offline gazetteer.
  GEOCODER_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\//, 'expected an http(s) URL')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // Card payments use Stripe Checkout when the secret key is set; otherwise the built-in demo provider.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Where the Stripe client sends API calls (tests point it at a local fake); unset: Stripe's own.
  STRIPE_API_URL: httpUrl.optional(),
  // How payouts reach restaurants and riders (docs/money.md#payouts): manual bank transfers unless
  // turned to stripe (Connect transfers; needs STRIPE_SECRET_KEY).
  PAYOUT_ADAPTER: z.enum(['manual', 'stripe'], { message: 'expected manual or stripe' }).default('manual'),
  PAYPAL_CLIENT_ID: optionalText,
  // PayPal payments use the PayPal Orders API when client id and secret are set; otherwise the demo provider.
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_URL: httpUrl.default('https://api-m.sandbox.paypal.com'),
  // The public origin of this server (payment return URLs); unset: taken from the request.
  PUBLIC_URL: httpUrl.optional(),
  CORS_ORIGINS: corsOrigins.optional(),
  // The demo dispatcher (docs/demo-and-orders.md#demo-dispatcher): on by default in demo mode only.
  DISPATCHER: flag.optional(),
  // A week of past orders in a freshly seeded demo world (docs/demo-and-orders.md#the-demo-week); off by default.
  DEMO_WEEK: flag.optional(),
  // Speeds the dispatcher's clock up (2 = twice as fast); e2e journeys use large values.
  DISPATCH_SPEED: z.coerce.number({ message: 'expected a number' }).positive('must be above 0').default(1),
  // How long a SIGTERM or SIGINT may take before the process exits anyway (docs/operations.md).
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .default(10_000),
  // After a SIGTERM, how long /readyz answers 503 while everything is still served, so a load balancer
  // that polls it stops sending work before the listener closes (docs/operations.md).
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .default(0),
  // Web Push (VAPID) for order-status notifications; unset: in-app notifications only.
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.string().trim().min(1).default('mailto:support@openfood.local'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(1).default('Open Food <no-reply@openfood.local>'),
  // Where vendor/rider applications and contact messages are mailed (docs/applications.md).
  TEAM_EMAIL: z.email({ message: 'expected an e-mail address' }).default('team@openfood.local'),
  // App-store badges on the home page; each badge is hidden while its link is unset.
  APP_STORE_URL: httpUrl.optional(),
  PLAY_STORE_URL: httpUrl.optional(),
  SMS_WEBHOOK_URL: httpUrl.optional(),
  VERIFICATION_SKIP_CODE: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'expected exactly 6 digits')
    .optional(),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_LOGIN_ACCOUNT_IP: rateLimitRule.optional(),
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimitRule.optional(),
  RATE_LIMIT_LOGIN_IP: rateLimitRule.optional(),
  RATE_LIMIT_CODE_SEND_TARGET: rateLimitRule.optional(),
  RATE_LIMIT_CODE_SEND_IP: rateLimitRule.optional(),
  RATE_LIMIT_CODE_CHECK_TARGET: rateLimitRule.optional(),
  RATE_LIMIT_CODE_CHECK_IP: rateLimitRule.optional(),
  RATE_LIMIT_LOOKUP_IP: rateLimitRule.optional(),
  RATE_LIMIT_APPLICATION_IP: rateLimitRule.optional(),
  RATE_LIMIT_APPLICATION_EMAIL: rateLimitRule.optional(),
  RATE_LIMIT_ANALYTICS_IP: rateLimitRule.optional(),
  RATE_LIMIT_IMAGE_UPLOAD_USER: rateLimitRule.optional(),
  // Uploaded pictures go to this S3-compatible bucket when set; unset: DATA_DIR/media (docs/configuration.md).
  S3_BUCKET: optionalText,
  // Another S3-compatible service (MinIO, R2, Spaces …); unset: AWS S3 itself.
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  // Unset: the AWS SDK's own chain (environment, instance role …).
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Addresses the bucket as endpoint/bucket rather than bucket.endpoint (MinIO and most self-hosted ones).
  S3_FORCE_PATH_STYLE: flag.default(false),
  // Analytics go to PostHog's capture API too when both are set (docs/analytics-and-errors.md).
  POSTHOG_HOST: httpUrl.optional(),
  POSTHOG_API_KEY: optionalText,
  // Unset: the first-party analytics summary (GET /analytics/summary) answers 404.
  ANALYTICS_READ_TOKEN: z.string().trim().min(24, 'must be at least 24 characters long').optional(),
  // Prometheus metrics (docs/operations.md): GET /metrics with this bearer token, or on METRICS_LISTEN
  // without one; neither set: /metrics answers 404.
  METRICS_TOKEN: z.string().trim().min(24, 'must be at least 24 characters long').optional(),
  METRICS_LISTEN: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:\s]+):)?(\d{1,5})$/.exec(value);
      const port = Number(match?.[2]);
      if (match && port >= 0 && port <= 65535)
        return { host: match[1]?.replace(/^\[|\]$/g, '') ?? '127.0.0.1', port };
      ctx.addIssue({ code: 'custom', message: 'expected host:port or a port, e.g. 127.0.0.1:9464' });
      return z.NEVER;
    })
    .optional(),
  // Error reporting (Sentry or a self-hosted Sentry); unset: nothing is loaded, on the API or the web.
  SENTRY_DSN: sentryDsn.optional(),
  SENTRY_WEB_DSN: sentryDsn.optional(),
});

/** Thrown for an unusable environment; main prints `message` and exits 1, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Paths in the environment are relative to the repository root, so `npm start` (run from the root)
// and `npm start -w apps/api` (run from apps/api) use the same .data directory.
function fromRoot(value: string | undefined, fallback: string): string {
  return path.resolve(repoRoot, value ?? fallback);
}

/** The generated JWT secret's file in DATA_DIR (a backup carries it: src/backup). */
export const JWT_SECRET_FILE = 'jwt-secret';

// A generated secret is persisted so sessions survive a restart of a fresh clone with no settings.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Demo mode is on only by choice (docs/configuration.md "Demo mode"): `DEMO_MODE=true`, or the
 * zero-settings start (`npm start`: embedded database, loopback HOST, DEMO_MODE unset). A network-facing
 * HOST with the embedded database and DEMO_MODE unset is ambiguous, so it is refused rather than guessed.
 */
function decideDemoMode(e: { DEMO_MODE?: boolean; DATABASE_URL?: string; HOST: string }): boolean {
  if (e.DEMO_MODE !== undefined) return e.DEMO_MODE;
  if (e.DATABASE_URL) return false;
  if (isLoopbackHost(e.HOST)) return true;
  throw new ConfigError(
    'Invalid configuration:\n' +
      '  - DEMO_MODE: must be set explicitly when HOST is not a loopback address and DATABASE_URL is unset.\n' +
      '    Demo mode publishes sign-in codes and seeded passwords to anyone who can reach the server.\n' +
      '    Set DEMO_MODE=false to serve without demo conveniences, or DEMO_MODE=true to expose the demo on purpose.',
  );
}

/**
 * The parsed environment turned into what the server reads. `Config` is inferred from this schema, so
 * the variables above are the one list of settings (no hand-kept type to keep in step with them).
 */
const configSchema = envSchema.transform((e) => {
  const demoMode = decideDemoMode(e);
  const dataDir = fromRoot(e.DATA_DIR, '.data');
  if (Boolean(e.POSTHOG_HOST) !== Boolean(e.POSTHOG_API_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - POSTHOG_HOST, POSTHOG_API_KEY: set both to forward analytics to PostHog, or neither',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  - S3_BUCKET: required when S3_ENDPOINT or S3 credentials are set (unset all of them to store pictures in DATA_DIR/media)',
    );
  }
  if (e.PAYOUT_ADAPTER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.PUBLIC_URL)) {
    // PUBLIC_URL: onboarding links send the party back there, never to a Host header's origin.
    throw new ConfigError(
      'Invalid configuration:\n  - PAYOUT_ADAPTER: stripe needs STRIPE_SECRET_KEY and PUBLIC_URL (or leave it manual)',
    );
  }
  if (e.SHUTDOWN_DRAIN_MS >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  - SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_TIMEOUT_MS (the drain is part of the shutdown)',
    );
  }
  if (!e.JWT_SECRET && e.DATABASE_URL && e.NODE_ENV === 'production') {
    // Several instances share one PostgreSQL; each would otherwise sign tokens the others reject.
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET: required when DATABASE_URL is set and NODE_ENV is production (at least 32 characters, shared by every API instance)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL,
    webDist: fromRoot(e.WEB_DIST, 'apps/web/dist'),
    /** Seed when the database has no restaurants: the whole demo world in demo mode, else the catalogue only. */
    seed: e.SEED ?? demoMode,
    /** Demo conveniences: demo outbox, GraphiQL and introspection, the dispatcher, seeded role accounts. */
    demoMode,
    /**
     * Run GraphQL documents sent as text too (GraphiQL, third-party clients); otherwise only the web's
     * registered documents, by hash (docs/api-performance.md "Trusted documents").
     */
    arbitraryDocuments: e.GRAPHQL_ARBITRARY_DOCUMENTS ?? demoMode,
    logLevel: e.LOG_LEVEL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    /** manual (the operator's bank transfers) or stripe (Connect transfers). */
    payoutAdapter: e.PAYOUT_ADAPTER,
    paypalClientId: e.PAYPAL_CLIENT_ID,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET,
    paypalApiUrl: e.PAYPAL_API_URL,
    publicUrl: e.PUBLIC_URL,
    /** Other sites allowed to call the API (CORS); empty: same origin only. */
    corsOrigins: e.CORS_ORIGINS ?? [],
    /** Plays the demo week after seeding the demo world (demo mode only). */
    demoWeek: (e.DEMO_WEEK ?? false) && demoMode,
    /** Runs the demo dispatcher (accepts, assigns, drives and delivers orders). */
    dispatcher: e.DISPATCHER ?? demoMode,
    /** Multiplier of the dispatcher's clock. */
    dispatchSpeed: e.DISPATCH_SPEED,
    /** The bound on a graceful shutdown: past it the process exits with status 1 (docs/operations.md). */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** After a SIGTERM, /readyz answers 503 this long before the listener closes (docs/operations.md). */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    /** Mail leaves by SMTP when set (recorded in the outbox too); otherwise it only lands in the outbox. */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    appStoreUrl: e.APP_STORE_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    /** SMS is POSTed as JSON {to, body} here when set; otherwise it only lands in the outbox. */
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    /** The one code accepted while configuration skips e-mail or mobile verification (docs/configuration.md). */
    verificationSkipCode: e.VERIFICATION_SKIP_CODE,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: Object.fromEntries(
      (Object.keys(RATE_LIMIT_ENV) as (keyof RateLimits)[]).map((key) => [
        key,
        e[RATE_LIMIT_ENV[key]] ?? DEFAULT_RATE_LIMITS[key],
      ]),
    ) as RateLimits,
    posthogHost: e.POSTHOG_HOST?.replace(/\/+$/, ''),
    posthogApiKey: e.POSTHOG_API_KEY,
    analyticsReadToken: e.ANALYTICS_READ_TOKEN,
    /** GET /metrics on the main port with `Authorization: Bearer <token>`; unset: not there. */
    metricsToken: e.METRICS_TOKEN,
    /** A second listener serving only /metrics, without a token; unset: none. */
    metricsListen: e.METRICS_LISTEN,
    sentryDsn: e.SENTRY_DSN,
    sentryWebDsn: e.SENTRY_WEB_DSN ?? e.SENTRY_DSN,
    /** Where uploaded pictures are stored: this bucket, or DATA_DIR/media when undefined. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
});

export type Config = z.output<typeof configSchema>;

/**
 * Parses the environment. Unset and empty variables take their defaults. The only side effect is
 * creating DATA_DIR/jwt-secret when no JWT_SECRET is given.
 */
export function loadConfig({ env = process.env }: { env?: NodeJS.ProcessEnv } = {}): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  // The variable and the rule, never the value: a malformed URL can carry a password and a short
  // JWT_SECRET is still a secret, and this message goes to the logs.
  const lines = parsed.error.issues.map(
    (issue) => `  - ${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The configuration, or its problems on stderr and exit status 1: the server at start and every
 * command say what to fix, not a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

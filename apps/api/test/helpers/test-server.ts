import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/types.ts';
import { signSessionToken } from '../../src/modules/auth/session-token.ts';
import { BODY_LIMIT_BYTES, buildServer } from '../../src/server.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A session token the test server accepts for `user` (signed with the test secret), issued at `now`. */
export async function sessionTokenFor(
  user: { id: string; tokenVersion: string },
  { now, ttlSeconds = 3600 }: { now: Date; ttlSeconds?: number },
): Promise<string> {
  const { token } = await signSessionToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret: TEST_JWT_SECRET,
    ttlSeconds,
    now,
  });
  return token;
}

/** Limits no ordinary test reaches; rate-limit tests pass DEFAULT_RATE_LIMITS or their own. */
export const GENEROUS_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: rule.limit * 1000 }]),
) as Config['rateLimits'];

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(import.meta.dirname, '../../.data-test-unused'),
    databaseUrl: undefined,
    redisUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    jwtTtlSeconds: 7 * 86_400,
    webDist: path.join(import.meta.dirname, 'no-web-dist'),
    seed: false,
    demoMode: true,
    // Tests send their own documents; trusted-documents.test.ts turns this off.
    arbitraryDocuments: true,
    logLevel: 'silent',
    googleClientId: undefined,
    mapTileUrl: undefined,
    mapAttribution: undefined,
    geocoderUrl: undefined,
    stripePublishableKey: undefined,
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    stripeApiUrl: undefined,
    payoutAdapter: 'manual',
    paypalClientId: undefined,
    paypalClientSecret: undefined,
    paypalApiUrl: 'https://api-m.sandbox.paypal.com',
    publicUrl: undefined,
    corsOrigins: [],
    dispatcher: false,
    demoWeek: false,
    dispatchSpeed: 1,
    shutdownTimeoutMs: 10_000,
    shutdownDrainMs: 0,
    vapidPublicKey: undefined,
    vapidPrivateKey: undefined,
    vapidSubject: 'mailto:support@openfood.local',
    smtpUrl: undefined,
    mailFrom: 'Open Food <no-reply@openfood.test>',
    teamEmail: 'team@openfood.test',
    appStoreUrl: undefined,
    playStoreUrl: undefined,
    smsWebhookUrl: undefined,
    verificationSkipCode: undefined,
    googleJwksUrl: 'http://127.0.0.1:9/unused-jwks',
    trustProxy: false,
    rateLimits: GENEROUS_RATE_LIMITS,
    posthogHost: undefined,
    posthogApiKey: undefined,
    analyticsReadToken: undefined,
    metricsToken: undefined,
    metricsListen: undefined,
    sentryDsn: undefined,
    sentryWebDsn: undefined,
    s3: undefined,
    ...overrides,
  };
}

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  body: string;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

export type TestApp = {
  app: FastifyInstance;
  /** Set the clock every following request sees. */
  setNow(date: Date): void;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: {
      token?: string;
      authorization?: string;
      /** Extra request headers (X-Forwarded-For, …). */
      headers?: Record<string, string>;
      /** The client address the server sees (default 127.0.0.1). */
      remoteAddress?: string;
    },
  ): Promise<GraphQLResponse<T>>;
};

/** The real server, in-process; requests go through Fastify's inject (no sockets). */
export async function createTestApp({
  db,
  config = testConfig(),
  now = new Date('2025-06-04T12:00:00Z'),
  logger,
  adapters,
  pubsub,
  trustedDocuments,
}: {
  db: Db;
  config?: Config;
  now?: Date;
  logger?: Parameters<typeof buildServer>[0]['logger'];
  adapters?: Parameters<typeof buildServer>[0]['adapters'];
  /** Pub/sub the test can watch (default: the server creates its own). */
  pubsub?: Parameters<typeof buildServer>[0]['pubsub'];
  /** The registered documents (default: the web's). */
  trustedDocuments?: Parameters<typeof buildServer>[0]['trustedDocuments'];
}): Promise<TestApp> {
  let clock = now;
  // Refunds are swept by the tests that need it (payments-refunds), not behind every test's back.
  const app = await buildServer({
    config,
    db,
    now: () => clock,
    logger: logger ?? false,
    adapters,
    pubsub,
    trustedDocuments,
    refundSweep: false,
  });
  await app.ready();
  return {
    app,
    setNow: (date) => void (clock = date),
    async gql(query, variables, options = {}) {
      const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          // What urql sends; Yoga then answers GraphQL-over-HTTP status codes (400 for invalid documents).
          accept: 'application/graphql-response+json, application/json',
          ...(authorization ? { authorization } : {}),
          ...options.headers,
        },
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        payload: JSON.stringify({ query, variables }),
      });
      const parsed = JSON.parse(response.body) as Omit<GraphQLResponse, 'status' | 'body'>;
      return { status: response.statusCode, body: response.body, ...parsed } as GraphQLResponse<never>;
    },
  };
}

/** POSTs a GraphQL request one padding over the body limit to `url` (the server must refuse it). */
export function injectOversizedBody(app: FastifyInstance, url = '/graphql') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: '{ _health }', padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
  });
}

/** Logger options that collect the server's log lines of `level` and above into `lines`. */
export function collectLogLines(lines: string[], level = 'error') {
  return { level, stream: { write: (line: string) => void lines.push(line) } };
}

/** POST /graphql with this body, as urql sends it; brotli is accepted only when asked (inject decodes nothing). */
export function injectGraphql(
  app: FastifyInstance,
  body: Record<string, unknown>,
  { token, acceptEncoding }: { token?: string; acceptEncoding?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** POST /graphql as the web sends a registered document: its hash and variables, no text. */
export function injectRegistered(
  app: FastifyInstance,
  {
    hash,
    operationName,
    variables,
    token,
    acceptEncoding,
  }: {
    hash: string;
    operationName: string;
    variables: Record<string, unknown>;
    token?: string;
    acceptEncoding?: string;
  },
) {
  const persistedQuery = { version: 1, sha256Hash: hash };
  return injectGraphql(
    app,
    { operationName, variables, extensions: { persistedQuery } },
    { token, acceptEncoding },
  );
}

import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { createMessagingAdapters, type MessagingAdapters } from './adapters/create-adapters.ts';
import { createInProcessPubSub } from './adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from './adapters/pubsub/pubsub.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { createYogaServer } from './graphql/yoga.ts';
import { registerGraphqlRoute } from './http/graphql-route.ts';
import { registerHealth } from './http/health.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerWebSocket } from './http/websocket.ts';
import { createServerGeocoder } from './modules/geocoding/geocoder.ts';

// GraphQL documents and order inputs are small; a cap keeps one request from holding memory.
export const BODY_LIMIT_BYTES = 512 * 1024;

export type BuildServerOptions = {
  config: Config;
  db: Db;
  pubsub?: PubSub;
  /** Replaces the mail, SMS or rate-limit adapter chosen from config (tests). */
  adapters?: Partial<MessagingAdapters>;
  /** The clock every request uses (tests inject a fixed time). */
  now?: () => Date;
  /** Fastify logger options; defaults to LOG_LEVEL on stdout. */
  logger?: FastifyServerOptions['logger'];
};

/**
 * One Fastify app serving /graphql (HTTP and graphql-ws), /healthz and the built web app
 * (DESIGN.md "Shape of the system"). Listening is the caller's business (main.ts, tests).
 */
export async function buildServer({
  config,
  db,
  pubsub,
  adapters,
  now = () => new Date(),
  logger,
}: BuildServerOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // request.ip reads X-Forwarded-For only from these proxies; rate limits count per that address.
    trustProxy: config.trustProxy,
    // Request lines for the API only: static files and health probes would drown the log.
    logController: new LogController({ disableRequestLogging: (req) => !req.url.startsWith('/graphql') }),
  });

  const events = pubsub ?? createInProcessPubSub();
  const messaging = { ...createMessagingAdapters({ config, db, log: app.log }), ...adapters };
  const yoga = createYogaServer({
    deps: {
      db,
      config,
      pubsub: events,
      log: app.log,
      geocoder: createServerGeocoder({ config, db }),
      ...messaging,
    },
    now,
    graphiql: config.demoMode,
  });

  registerGraphqlRoute(app, yoga);
  registerWebSocket(app, yoga, { maxPayload: BODY_LIMIT_BYTES, trustProxy: config.trustProxy });
  registerHealth(app, db);
  await registerWebApp(app, { webDist: config.webDist });
  if (!pubsub) app.addHook('onClose', () => events.close());
  app.addHook('onClose', async () => {
    await Promise.all([messaging.mailer.close(), messaging.rateLimiter.close()]);
  });
  return app;
}

import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { createMessagingAdapters, createPubSub, type MessagingAdapters } from './adapters/create-adapters.ts';
import { createPaymentGateways } from './adapters/payments/create-payment-gateways.ts';
import { createMediaStorage } from './adapters/storage/create-storage.ts';
import type { MediaStorage } from './adapters/storage/media-storage.ts';
import type { PubSub } from './adapters/pubsub/pubsub.ts';
import type { Config } from './config.ts';
import { startupWarnings } from './exposure.ts';
import type { Db } from './db/types.ts';
import type { QueryBudgetOptions } from './graphql/query-budget.ts';
import { createTrustedDocuments, type TrustedDocuments } from './graphql/trusted-documents.ts';
import { createYogaServer } from './graphql/yoga.ts';
import { createAnalyticsSink } from './adapters/analytics/create-analytics-sink.ts';
import { reportLoggedErrors } from './adapters/error-reporting/error-reporter.ts';
import { registerAnalyticsRoutes } from './http/analytics-routes.ts';
import { registerCompression } from './http/compression.ts';
import { registerDrain, type Drain } from './http/drain.ts';
import { registerErrorAnswers, sendErrorAnswer } from './http/error-answers.ts';
import { createAnswerCache } from './http/answer-cache.ts';
import { registerGraphqlRoute } from './http/graphql-route.ts';
import { registerHealth } from './http/health.ts';
import { registerImageRoutes } from './http/image-routes.ts';
import { lazySchemaCompilers } from './http/lazy-schema-compilers.ts';
import { createServerMetrics, registerMetricsRoute, startMetricsListener } from './http/metrics.ts';
import { createOriginPolicy } from './http/origins.ts';
import { registerPaymentRoutes } from './http/payments/register-payment-routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStorableInputCheck } from './http/storable-input.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerWebSocket } from './http/websocket.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache-interface.ts';
import { createCatalogCache } from './modules/catalog/catalog-cache.ts';
import { createServerGeocoder } from './modules/geocoding/geocoder.ts';
import { createRefundSweeper } from './modules/payments/refund-payment.ts';
import { createStripePayoutSweeper } from './modules/payouts/send-stripe-payouts.ts';
import { nearbyAnswerInputs } from './modules/restaurants/nearby-answer-inputs.ts';
import { createPayoutAdapter } from './adapters/payouts/payout-adapter.ts';
import { sweepUnusedImages } from './modules/images/sweep-unused-images.ts';
import { createPeriodicTask } from './lib/periodic-task.ts';
import { createDispatcher } from './simulator/dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's caches; writers outside a request (seed scripts, tests) call its `changed`. */
    catalog: CatalogCache;
    /** Where uploaded pictures are stored (releaseImage's `storage`, tests). */
    media: MediaStorage;
    /** Graceful shutdown: main.ts starts draining on SIGTERM before it closes the app (http/drain.ts). */
    drain: Drain;
  }
}

/** Logged errors are reported too (adapters/error-reporting); `false` (no logger) reports nothing. */
function withErrorReporting(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, hooks: { ...logger.hooks, logMethod: reportLoggedErrors } };
}

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
  /** Each GraphQL operation's time budget (docs/security.md); tests inject a clock. */
  queryBudget?: QueryBudgetOptions;
  /** The periodic retries of pending refunds and Stripe payouts (docs/payments.md, docs/money.md); tests that count statements turn it off. */
  refundSweep?: boolean;
  /** Sees each analytics batch's hand-over to the provider (tests wait on it). */
  onAnalyticsDelivery?: (delivery: Promise<void>) => void;
  /** The registered GraphQL documents; default: the web's (apps/web/src/gql/persisted-documents.json). */
  trustedDocuments?: TrustedDocuments;
};

/**
 * One Fastify app serving /graphql (HTTP and graphql-ws), /healthz and the built web app
 * (docs/architecture.md#the-shape). Listening is the caller's business (main.ts, tests).
 */
export async function buildServer({
  config,
  db,
  pubsub,
  adapters,
  now = () => new Date(),
  logger,
  queryBudget,
  refundSweep = true,
  onAnalyticsDelivery,
  trustedDocuments = createTrustedDocuments(),
}: BuildServerOptions) {
  const app = Fastify({
    logger: withErrorReporting(logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // A malformed address is answered like every other bad request, in our words (docs/security.md).
    frameworkErrors: sendErrorAnswer,
    // request.ip reads X-Forwarded-For only from these proxies; rate limits count per that address.
    trustProxy: config.trustProxy,
    // Request lines for the API only: static files and health probes would drown the log.
    logController: new LogController({ disableRequestLogging: (req) => !req.url.startsWith('/graphql') }),
    // While closing, requests already on a connection are still served (http/drain.ts).
    return503OnClosing: false,
    // Ajv and fast-json-stringify are loaded by the first route with a schema, not at start.
    schemaController: { compilersFactory: lazySchemaCompilers },
  });

  const warnings = startupWarnings(config);
  if (warnings.length > 0) app.log.warn({ demoMode: true, host: config.host }, warnings.join(' '));

  // Undefined (and prom-client never loaded) unless METRICS_TOKEN or METRICS_LISTEN is set.
  const metrics = await createServerMetrics({ config, db });
  const events = pubsub ?? createPubSub({ config, log: app.log, onDelivered: metrics?.pubsubDelivered });
  const messaging = { ...createMessagingAdapters({ config, db, log: app.log }), ...adapters };
  const catalog = createCatalogCache({ db, pubsub: events, log: app.log });
  app.decorate('catalog', catalog);
  const media = createMediaStorage(config);
  app.decorate('media', media);
  const origins = createOriginPolicy(config);
  const gateways = createPaymentGateways({ config, db });
  const trusted = { documents: trustedDocuments, allowArbitrary: config.arbitraryDocuments };
  const yoga = createYogaServer({
    deps: {
      db,
      config,
      pubsub: events,
      catalog,
      media,
      log: app.log,
      geocoder: createServerGeocoder({ config, db }),
      gateways,
      ...messaging,
    },
    now,
    demoMode: config.demoMode,
    origins,
    budget: queryBudget,
    plugins: metrics ? [metrics.plugin] : [],
    trusted,
  });

  // First, so every answer (pages, assets, GraphQL, REST, errors) carries the headers.
  registerSecurityHeaders(app, config);
  const drain = registerDrain(app);
  app.decorate('drain', drain);
  registerErrorAnswers(app);
  registerStorableInputCheck(app);
  await registerCompression(app);
  registerGraphqlRoute(app, yoga, {
    answers: createAnswerCache({
      documents: trustedDocuments,
      inputs: { NearByRestaurants: nearbyAnswerInputs(catalog) },
    }),
    generation: catalog.generation,
    now,
    answered: metrics?.answeredFromCache,
  });
  registerWebSocket(app, yoga, {
    maxPayload: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    origins,
    trusted,
  });
  registerHealth(app, db, { redisUrl: config.redisUrl, draining: drain.draining });
  registerMetricsRoute(app, { config, metrics });
  if (metrics) {
    const listen = config.metricsListen;
    if (listen) {
      let listener: Awaited<ReturnType<typeof startMetricsListener>> | undefined;
      app.addHook('onListen', async () => {
        listener = await startMetricsListener(metrics, listen);
        app.log.info(`Metrics on http://${listen.host}:${listener.port}/metrics`);
      });
      app.addHook('onClose', async () => listener?.close());
    }
    app.addHook('onClose', () => metrics.close());
  }
  registerPaymentRoutes(app, {
    db,
    config,
    pubsub: events,
    push: messaging.push,
    gateways,
    now,
  });
  registerImageRoutes(app, { db, config, storage: media, rateLimiter: messaging.rateLimiter, now });
  registerAnalyticsRoutes(app, {
    db,
    config,
    sink: createAnalyticsSink(config),
    rateLimiter: messaging.rateLimiter,
    now,
    onDelivery: onAnalyticsDelivery,
  });
  await registerWebApp(app, {
    webDist: config.webDist,
    yoga,
    errorReportingDsn: config.sentryWebDsn,
    catalogGeneration: catalog.generation,
  });
  // The demo dispatcher plays restaurants and riders through the same operations their apps call
  // (docs/demo-and-orders.md#demo-dispatcher).
  if (config.dispatcher) {
    const dispatcher = createDispatcher({
      db,
      pubsub: events,
      push: messaging.push,
      log: app.log,
      gateways,
      speed: config.dispatchSpeed,
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('preClose', () => dispatcher.stop());
  }
  // Refunds the provider did not take are retried on start and every few minutes (docs/payments.md).
  if (refundSweep) {
    const refunds = createRefundSweeper({
      deps: () => ({ db, pubsub: events, gateways, log: app.log, now: now() }),
    });
    app.addHook('onReady', async () => refunds.start());
    app.addHook('preClose', () => refunds.stop());
  }
  // Stripe payouts left PENDING (a process stopped between commit and transfer) are sent again on
  // start and every few minutes, with the same idempotency key (docs/money.md#stripe-connect-payouts).
  const payoutAdapter = createPayoutAdapter(config);
  if (refundSweep && payoutAdapter.name === 'stripe') {
    const payoutSweep = createStripePayoutSweeper({
      deps: () => ({
        db,
        connect: payoutAdapter.connect,
        log: app.log,
        now: now(),
        actor: { kind: 'system', name: 'Stripe' },
      }),
    });
    app.addHook('onReady', async () => payoutSweep.start());
    app.addHook('preClose', () => payoutSweep.stop());
  }
  // Pictures uploaded for a form that was never saved are removed after a week (docs/admin.md "Images"):
  // a first pass ten minutes after start, then every six hours.
  const images = createPeriodicTask({
    firstAfterMs: 10 * 60_000,
    everyMs: 6 * 3_600_000,
    async run() {
      const { removed } = await sweepUnusedImages({ db, storage: media, now: now() });
      if (removed > 0) app.log.info({ removed }, 'unused images removed');
    },
    onError: (error) =>
      app.log.error({ err: error }, 'unused image sweep failed; trying again on the next one'),
  });
  app.addHook('onReady', async () => images.start());
  app.addHook('preClose', () => images.stop());
  app.addHook('onClose', async () => catalog.close());
  app.addHook('onClose', async () => media.close());
  if (!pubsub) app.addHook('onClose', () => events.close());
  app.addHook('onClose', async () => {
    await Promise.all([messaging.mailer.close(), messaging.rateLimiter.close()]);
  });
  return app;
}

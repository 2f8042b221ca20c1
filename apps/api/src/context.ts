import type { Geocoder } from './adapters/geocoding/geocoder.ts';
import type { Logger } from './adapters/logger.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PaymentGateways } from './adapters/payments/payment-gateway.ts';
import type { PubSub } from './adapters/pubsub/pubsub.ts';
import type { PushSender } from './adapters/push/push-sender.ts';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { MediaStorage } from './adapters/storage/media-storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache-interface.ts';
import type { UserRow } from './modules/auth/auth.repository.ts';
import { createQueryBudget, type QueryBudget, type QueryBudgetOptions } from './graphql/query-budget.ts';
import { authenticate } from './modules/auth/authenticate.ts';
import { unauthenticated } from './errors.ts';

/** What every resolver receives. One object per GraphQL operation (HTTP request or ws message). */
export type GraphQLContext = {
  db: Db;
  config: Config;
  pubsub: PubSub;
  log: Logger;
  geocoder: Geocoder;
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  /** Web Push to customers' devices (a no-op without VAPID keys). */
  push: PushSender;
  /** Card and PayPal providers (a cancelled paid order is refunded through them). */
  gateways: PaymentGateways;
  /** Restaurants, menus, configuration, tips and taxes cached in process (docs/api-performance.md). */
  catalog: CatalogCache;
  /** Uploaded pictures (releaseImage after a cover, logo or dish photo is replaced; docs/admin.md "Images"). */
  media: MediaStorage;
  requestId: string;
  /** The caller's address (X-Forwarded-For only counts with TRUST_PROXY); rate limits count per IP. */
  clientIp: string;
  /** The request's clock: fixed for the whole operation, injectable in tests. */
  now: Date;
  /** The signed-in user or null, resolved on first use (public queries never pay for it). */
  viewer: () => Promise<UserRow | null>;
  /** This operation's time budget; every Query root field runs through it (graphql/query-budget.ts). */
  budget: QueryBudget;
};

export type ContextDependencies = Pick<
  GraphQLContext,
  | 'db'
  | 'config'
  | 'pubsub'
  | 'log'
  | 'geocoder'
  | 'mailer'
  | 'sms'
  | 'rateLimiter'
  | 'push'
  | 'gateways'
  | 'catalog'
  | 'media'
>;

export function createContext({
  deps,
  log,
  requestId,
  clientIp,
  now,
  authorization,
  budget,
}: {
  deps: ContextDependencies;
  /** This operation's logger (the request's, with its id), in place of deps.log. */
  log: Logger;
  requestId: string;
  clientIp: string;
  now: Date;
  authorization: string | null | undefined;
  budget: QueryBudgetOptions;
}): GraphQLContext {
  let viewer: Promise<UserRow | null> | undefined;
  // Written out rather than spread: one context per request, and a literal of known shape is several
  // times cheaper to build and to read from (docs/api-performance.md "Page rows").
  return {
    db: deps.db,
    config: deps.config,
    pubsub: deps.pubsub,
    geocoder: deps.geocoder,
    mailer: deps.mailer,
    sms: deps.sms,
    rateLimiter: deps.rateLimiter,
    push: deps.push,
    gateways: deps.gateways,
    catalog: deps.catalog,
    media: deps.media,
    log,
    requestId,
    clientIp,
    now,
    budget: createQueryBudget(budget),
    viewer: () =>
      (viewer ??= authenticate({ db: deps.db, secret: deps.config.jwtSecret, authorization, now })),
  };
}

/** For user-only fields: the signed-in user, or UNAUTHENTICATED "You are not logged in.". */
export async function requireViewer(ctx: GraphQLContext): Promise<UserRow> {
  const user = await ctx.viewer();
  if (!user) throw unauthenticated();
  return user;
}

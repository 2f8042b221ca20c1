import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/types.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';

/**
 * What an order-lifecycle operation needs. Resolvers build it from the GraphQL context; the demo
 * dispatcher builds it itself — both call the very same operations (docs/demo-and-orders.md#demo-dispatcher).
 */
export type TrackingDeps = {
  db: Db;
  pubsub: PubSub;
  push: PushSender;
  log: Logger;
  now: Date;
  /** A paid order that is cancelled is refunded through these (docs/payments.md "Refunds"). */
  gateways: PaymentGateways;
  /** The server's caches; a review changes the restaurant's cached rating (docs/api-performance.md). */
  catalog?: CatalogCache;
};

/**
 * Who acts. Restaurant and rider actors come from a signed-in RESTAURANT or RIDER user; the demo
 * dispatcher acts as the order's restaurant and as a seeded rider through these same shapes.
 */
export type Actor =
  | { role: 'CUSTOMER'; userId: string }
  | { role: 'RESTAURANT'; userId: string | null; restaurantId: string }
  | { role: 'RIDER'; userId: string; riderId: string };

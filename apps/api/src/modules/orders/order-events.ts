import type { PubSub } from '../../adapters/pubsub/pubsub.ts';

// Pub/sub topics of the order world. Payloads carry ids only: subscribers read the current state from
// the database, so an event can never show a stale or partial order and any instance can serve it.
export const orderTopics = {
  /** Every change of one order (status, rider, payment, completion time). */
  order: (orderId: string) => `order:${orderId}`,
  /** Every change of any order of one customer (the /orders list, in-app notifications). */
  userOrders: (userId: string) => `user-orders:${userId}`,
  /** An order the restaurant may now act on: a COD order once placed, a card/PayPal order once paid. */
  restaurantInbox: 'orders:to-restaurant',
  /** Status changes of one restaurant's orders (the restaurant console's board). */
  restaurantOrders: (restaurantId: string) => `restaurant-orders:${restaurantId}`,
  riderLocation: (riderId: string) => `rider-location:${riderId}`,
  /** A delivery order became an offer for riders (ACCEPTED without a rider) or stopped being one. */
  riderOffers: 'orders:rider-offers',
  chat: (orderId: string) => `chat:${orderId}`,
} as const;

export type OrderChangeKind =
  'PLACED' | 'PAID' | 'PAYMENT_FAILED' | 'STATUS' | 'RIDER' | 'REVIEWED' | 'REFUND';

export type OrderChangedEvent = { orderId: string; userId: string; kind: OrderChangeKind };
export type RiderLocationEvent = { riderId: string; latitude: number; longitude: number };
export type RiderOffersEvent = { orderId: string };
export type ChatMessageEvent = { orderId: string; messageId: string };

/**
 * The one way an operation announces that an order changed. Call it after the transaction commits
 * (a subscriber must find the new state when it reads). `toRestaurant` marks the moment the restaurant
 * may start on the order (COD placed, card/PayPal paid); `restaurantId` also tells that restaurant's
 * console about a status change.
 */
export async function publishOrderChanged(
  pubsub: PubSub,
  event: OrderChangedEvent,
  { toRestaurant = false, restaurantId }: { toRestaurant?: boolean; restaurantId?: string } = {},
): Promise<void> {
  await Promise.all([
    restaurantId ? pubsub.publish(orderTopics.restaurantOrders(restaurantId), event) : undefined,
    pubsub.publish(orderTopics.order(event.orderId), event),
    pubsub.publish(orderTopics.userOrders(event.userId), event),
    toRestaurant ? pubsub.publish(orderTopics.restaurantInbox, event) : undefined,
  ]);
}

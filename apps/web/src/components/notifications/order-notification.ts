import type { OrderStatus } from '@food/domain';
// "Order placed" for a new order (docs/product/accounts.md#notifications), "Order status: <status>" for a
// change; the body is "Order ID" and the id. Which events deserve a toast is decided here.

export type OrderEvent = { _id: string; orderId: string; orderStatus: OrderStatus };

export type OrderNotice = { kind: 'placed' } | { kind: 'status'; status: string };

/**
 * What to tell about an order event, given the statuses already known: nothing when the status did
 * not change (other fields of the order moved, e.g. the rider) or when the customer is looking at
 * that very order (its page shows the change already).
 */
export function noticeFor(
  event: OrderEvent,
  known: ReadonlyMap<string, string>,
  viewingOrderId: string | null,
): OrderNotice | null {
  const previous = known.get(event._id);
  if (previous === event.orderStatus) return null;
  if (viewingOrderId === event._id) return null;
  if (previous === undefined && event.orderStatus === 'PENDING') return { kind: 'placed' };
  return { kind: 'status', status: event.orderStatus };
}

/** The order id shown on /order-detail/:id, or null elsewhere. */
export function viewedOrderId(pathname: string): string | null {
  const match = /^\/order-detail\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

import type { OrderStatus } from '@food/domain';
import { isActiveStatus, isFinishedStatus } from '@food/domain';

type ListOrder = { _id: string; orderStatus: OrderStatus; createdAt: string };

/** The next page starts at the loaded count + 1 (1-based offset, docs/product/limits.md#paging). */
export function nextOffset(loaded: number): number {
  return loaded + 1;
}

/**
 * Pages and live changes folded into one list, newest first: a changed order replaces its old copy,
 * an unknown one (placed in another tab) is added.
 */
export function mergeOrders<T extends ListOrder>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map(current.map((order) => [order._id, order]));
  for (const order of incoming) byId.set(order._id, order);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The two tabs by the domain's status lists (docs/product/order-states.md#status-groups). */
export function splitOrders<T extends ListOrder>(orders: readonly T[]): { active: T[]; past: T[] } {
  return {
    active: orders.filter((o) => isActiveStatus(o.orderStatus)),
    past: orders.filter((o) => isFinishedStatus(o.orderStatus)),
  };
}

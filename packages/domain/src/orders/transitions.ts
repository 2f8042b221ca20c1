import type { OrderStatus } from './order-status.ts';

// The spec leaves transitions unstated ("not shown", ordering-core §4, accounts §4), so this is our
// rule: the happy path follows ORDER_PROGRESS one step at a time; an order may be cancelled only
// while cancellable (PENDING, ACCEPTED — the terms allow cancellation only before the vendor
// accepts, and the vendor may still decline an accepted order); and a pick-up order goes from
// ACCEPTED straight to PICKED because no rider is ever assigned to it (the customer collects it).
// COMPLETED and CANCELLED are final.
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['ACCEPTED', 'CANCELLED'],
  ACCEPTED: ['ASSIGNED', 'PICKED', 'CANCELLED'],
  ASSIGNED: ['PICKED'],
  PICKED: ['DELIVERED'],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

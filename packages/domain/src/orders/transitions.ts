import type { OrderStatus } from './order-status.ts';

// The screens we reproduce never state the transitions, so this is our rule
// (docs/product/order-states.md#transitions): the happy path follows ORDER_PROGRESS one step at a time; an
// order may be cancelled only while cancellable (PENDING, ACCEPTED — the terms allow cancellation only before
// the vendor accepts, and the vendor may still decline an accepted order); and a pick-up order goes from
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

/** How the food reaches the customer: a rider delivers it, or the customer collects it. */
export type Fulfilment = 'DELIVERY' | 'PICKUP';

// Steps only one kind of order takes: a delivery order is never PICKED without a rider; a pick-up
// order is never ASSIGNED.
const ONLY_FOR: Readonly<Partial<Record<`${OrderStatus}>${OrderStatus}`, Fulfilment>>> = {
  'ACCEPTED>ASSIGNED': 'DELIVERY',
  'ASSIGNED>PICKED': 'DELIVERY',
  'ACCEPTED>PICKED': 'PICKUP',
};

/**
 * Whether an order may go from `from` to `to`. With `fulfilment`, steps of the other kind of order
 * are refused too; without it, any step some order may take is allowed.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, fulfilment?: Fulfilment): boolean {
  if (!NEXT[from].includes(to)) return false;
  const only = ONLY_FOR[`${from}>${to}`];
  return !fulfilment || !only || only === fulfilment;
}

export function nextStatuses(from: OrderStatus, fulfilment?: Fulfilment): readonly OrderStatus[] {
  return NEXT[from].filter((to) => canTransition(from, to, fulfilment));
}

// Order statuses and their groups (docs/product/order-states.md#statuses).
export const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'ASSIGNED',
  'PICKED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Shown under "Active orders", in this order (docs/product/order-states.md#status-groups). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['PENDING', 'PICKED', 'ACCEPTED', 'ASSIGNED'];

/** Shown under "Past orders". */
export const FINISHED_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED', 'CANCELLED'];

/** "Early or cancellable": the terms allow cancelling only before the vendor has moved on. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING', 'ACCEPTED'];

/** The progress indicator's order (docs/product/order-states.md#status-groups): pending → completed. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'PENDING',
  'ACCEPTED',
  'ASSIGNED',
  'PICKED',
  'DELIVERED',
  'COMPLETED',
];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

// The predicates take any string because statuses arrive as plain strings from the database and
// GraphQL; an unknown status belongs to no group.
export function isActiveStatus(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

export function isFinishedStatus(status: string): boolean {
  return (FINISHED_STATUSES as readonly string[]).includes(status);
}

export function isCancellableStatus(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** Position on the progress indicator, or -1 for CANCELLED and unknown statuses. */
export function orderProgressIndex(status: string): number {
  return (ORDER_PROGRESS as readonly string[]).indexOf(status);
}

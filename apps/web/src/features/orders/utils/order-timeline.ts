import type { OrderStatus } from '@food/domain';
import { orderProgressIndex } from '@food/domain';

export type TimelineStepKey = 'placed' | 'accepted' | 'assigned' | 'picked' | 'delivered' | 'cancelled';

export type TimelineStep = { key: TimelineStepKey; reached: boolean; at: string | null };

type TimelineOrder = {
  orderStatus: OrderStatus;
  createdAt: string;
  acceptedAt: string | null;
  assignedAt: string | null;
  pickedAt: string | null;
  deliveredAt: string | null;
  cancelledAt?: string | null;
  /** A pick-up order: the customer collects it, so no rider is ever assigned. */
  isPickedUp?: boolean;
};

// The status each step stands for on the progress order (pending → delivered).
const STEPS: { key: TimelineStepKey; status: string; at: (o: TimelineOrder) => string | null }[] = [
  { key: 'placed', status: 'PENDING', at: (o) => o.createdAt },
  { key: 'accepted', status: 'ACCEPTED', at: (o) => o.acceptedAt },
  { key: 'assigned', status: 'ASSIGNED', at: (o) => o.assignedAt },
  { key: 'picked', status: 'PICKED', at: (o) => o.pickedAt },
  { key: 'delivered', status: 'DELIVERED', at: (o) => o.deliveredAt },
];

/**
 * The timeline (docs/product/order-states.md#what-the-customer-sees): five steps, four for a pick-up order
 * (no rider is assigned to it); a step is reached when its time is known or the order's status is past
 * it. Unreached steps show "--:--" and are greyed with "ETA" by the view. A cancelled order has
 * no future: its timeline is what happened, then the cancellation.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const current = orderProgressIndex(order.orderStatus);
  const steps = STEPS.filter((step) => !(order.isPickedUp && step.key === 'assigned')).map(
    ({ key, status, at }) => {
      const time = at(order);
      const reached = time !== null || (current >= 0 && current >= orderProgressIndex(status));
      return { key, reached, at: time };
    },
  );
  if (order.orderStatus !== 'CANCELLED') return steps;
  return [
    ...steps.filter((step) => step.reached),
    { key: 'cancelled', reached: true, at: order.cancelledAt ?? null },
  ];
}

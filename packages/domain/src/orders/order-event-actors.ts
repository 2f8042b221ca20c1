/**
 * Who moved an order in its history (order_events.actor_role): the customer, the restaurant, a rider,
 * operator staff (ADMIN, SUPPORT) or the system (the demo dispatcher when it plays no account).
 */
export const ORDER_EVENT_ACTOR_ROLES = [
  'CUSTOMER',
  'RESTAURANT',
  'RIDER',
  'ADMIN',
  'SUPPORT',
  'SYSTEM',
] as const;

export type OrderEventActorRole = (typeof ORDER_EVENT_ACTOR_ROLES)[number];

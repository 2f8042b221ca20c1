import {
  ORDER_EVENT_ACTOR_ROLES,
  ORDER_STATUSES,
  type OrderEventActorRole,
  type OrderStatus,
} from '@food/domain';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// An order's history (docs/admin.md "Orders"): one row per status it entered, with who moved it and
// when. Written by the very statement that changes the status (placeOrder's insert, the lifecycle's
// guarded UPDATE as a CTE), so a change never lands without its row. Rows are never updated.
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // Null for the demo dispatcher playing a restaurant, and for the system.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<OrderEventActorRole>().notNull(),
    // A reason (cancel, decline) or what an operator did (a rider assigned by hand).
    note: text('note'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_status_check', oneOf('status', ORDER_STATUSES)),
    check('order_events_actor_role_check', oneOf('actor_role', ORDER_EVENT_ACTOR_ROLES)),
  ],
);

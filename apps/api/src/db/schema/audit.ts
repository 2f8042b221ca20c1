import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Who changed what through /admin and /console (docs/admin.md "Audit log"). Written by
// modules/audit/record-audit.ts inside the transaction of the change itself, so a change never lands
// without its row and a failed change leaves none. Rows are never updated or deleted.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Null for the command line (create-admin) and the demo seed.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    // `<entity>.<verb>`, e.g. restaurant.publish, voucher.create, application.approve.
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    // The restaurant the change concerns, when it concerns one (the console's own log filters on it).
    restaurantId: uuid('restaurant_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_restaurant_idx').on(t.restaurantId, t.at),
  ],
);

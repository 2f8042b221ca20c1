import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The first-party analytics store (docs/analytics-and-errors.md): every accepted event, whether or not
// a provider also receives it. distinct_id is the browser's random id, or the user's id once signed in;
// properties hold only the fields the event's schema allows (modules/analytics/event-schemas.ts).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    distinctId: text('distinct_id').notNull(),
    userId: text('user_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);

import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';

// Dated closures (holidays) of the restaurant console: closed the whole local day (its own time zone),
// read with the opening hours into the catalog's card (docs/restaurant-console.md "Busy controls").
export const restaurantClosures = pgTable(
  'restaurant_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restaurant_closures_day_idx').on(t.restaurantId, t.date),
    index('restaurant_closures_date_idx').on(t.date),
  ],
);

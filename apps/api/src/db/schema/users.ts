import { USER_ROLES, type UserRole } from '@food/domain';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { restaurants, zones } from './restaurants.ts';

// role: one of USER_ROLES (packages/domain), enforced by a CHECK.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased and trimmed (docs/product/accounts.md#sign-up).
    email: text('email').notNull(),
    emailIsVerified: boolean('email_is_verified').notNull().default(false),
    phone: text('phone'),
    phoneIsVerified: boolean('phone_is_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    appleId: text('apple_id'),
    picture: text('picture'),
    role: text('role').$type<UserRole>().notNull().default('CUSTOMER'),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id),
    notificationToken: text('notification_token'),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped on password change/logout-everywhere; JWTs carry it so old tokens stop working.
    tokenVersion: text('token_version').notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_phone_idx').on(t.phone),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    check('users_role_check', oneOf('role', USER_ROLES)),
  ],
);

export const riders = pgTable('riders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  // Free for the demo dispatcher to send (it claims a rider by setting this false while riding).
  isAvailable: boolean('is_available').notNull().default(true),
  // The rider app's own switch (docs/rider-app.md): only an online rider sees and takes offers, and
  // the demo dispatcher leaves online riders to the person driving them.
  isOnline: boolean('is_online').notNull().default(false),
  locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
  // The zone the rider works in (offers come only from it), and a suspension by operator staff: a
  // suspended rider cannot go online or take offers (docs/admin.md "Riders").
  zoneId: uuid('zone_id').references(() => zones.id),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Home'),
    deliveryAddress: text('delivery_address').notNull(),
    details: text('details').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    // The favourites page reads newest first, one bounded page at a time (a backward scan).
    index('favourites_user_newest_idx').on(t.userId, t.createdAt, t.restaurantId),
  ],
);

import { UNASSIGNED_ALERT_MINUTES, VOUCHER_FUNDERS, VOUCHER_KINDS } from '@food/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { orders } from './orders.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

// Platform configuration (docs/product/data.md#configuration). One row. Secrets and service keys come from
// the environment (apps/api/src/config.ts), never from this table.
export const configuration = pgTable(
  'configuration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    deliveryRate: integer('delivery_rate').notNull().default(0),
    costType: text('cost_type').notNull().default('perKM'), // perKM | fixed
    // perKM only: the least a delivery costs, minor units (docs/admin.md "Settings").
    minimumDeliveryFee: integer('minimum_delivery_fee').notNull().default(0),
    // The ledger's split (docs/money.md#the-split): the commission of restaurants without their own, in
    // basis points, and the rider's fee per delivery plus per kilometre, minor units.
    defaultCommissionBp: integer('default_commission_bp').notNull().default(0),
    riderFeePerDelivery: integer('rider_fee_per_delivery').notNull().default(0),
    riderFeePerKm: integer('rider_fee_per_km').notNull().default(0),
    skipEmailVerification: boolean('skip_email_verification').notNull().default(false),
    skipMobileVerification: boolean('skip_mobile_verification').notNull().default(false),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    // /admin/orders flags an accepted delivery order no rider has taken after this many minutes.
    unassignedAlertMinutes: integer('unassigned_alert_minutes')
      .notNull()
      .default(UNASSIGNED_ALERT_MINUTES.default),
  },
  () => [
    check(
      'configuration_unassigned_alert_minutes_check',
      sql.raw(
        `"unassigned_alert_minutes" between ${UNASSIGNED_ALERT_MINUTES.min} and ${UNASSIGNED_ALERT_MINUTES.max}`,
      ),
    ),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The code the customer types is the coupon title (placeOrder couponCode,
    // docs/product/ordering.md#vouchers).
    title: text('title').notNull(),
    // docs/admin.md "Vouchers": PERCENT uses discount (percent), FIXED uses amount (minor units).
    kind: text('kind').notNull().default('PERCENT'),
    discount: doublePrecision('discount').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    // Who pays for the discount (the restaurants' ledger reads it).
    fundedBy: text('funded_by').notNull().default('PLATFORM'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    // Raised by placeOrder with a guarded UPDATE in the order's transaction, never above total_limit.
    usedCount: integer('used_count').notNull().default(0),
    minimumOrder: integer('minimum_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_title_idx').on(t.title),
    // Codes are typed in any case, so two may not differ by case only.
    uniqueIndex('coupons_title_lower_idx').on(sql`lower(${t.title})`),
    check('coupons_kind_check', oneOf('kind', VOUCHER_KINDS)),
    check('coupons_funded_by_check', oneOf('funded_by', VOUCHER_FUNDERS)),
    check('coupons_used_count_check', sql`"used_count" >= 0`),
  ],
);

/** The restaurants a voucher is valid at; none listed: every restaurant. */
export const couponRestaurants = pgTable(
  'coupon_restaurants',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.restaurantId] })],
);

/** One row per order that used a voucher, written in the order's transaction. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

export const tips = pgTable('tips', {
  id: uuid('id').primaryKey().defaultRandom(),
  tipVariations: doublePrecision('tip_variations').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const taxes = pgTable('taxes', {
  id: uuid('id').primaryKey().defaultRandom(),
  taxationCharges: doublePrecision('taxation_charges').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

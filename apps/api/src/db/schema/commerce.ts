import { boolean, doublePrecision, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Platform configuration (docs/product/data.md#configuration). One row. Secrets and service keys come from
// the environment (apps/api/src/config.ts), never from this table.
export const configuration = pgTable('configuration', {
  id: uuid('id').primaryKey().defaultRandom(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  deliveryRate: integer('delivery_rate').notNull().default(0),
  costType: text('cost_type').notNull().default('perKM'), // perKM | fixed
  skipEmailVerification: boolean('skip_email_verification').notNull().default(false),
  skipMobileVerification: boolean('skip_mobile_verification').notNull().default(false),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
});

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The code the customer types is the coupon title (placeOrder couponCode,
    // docs/product/ordering.md#vouchers).
    title: text('title').notNull(),
    discount: doublePrecision('discount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('coupons_title_idx').on(t.title)],
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

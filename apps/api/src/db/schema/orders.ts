import {
  CANCELLED_BY,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type CancelledBy,
  type OrderStatus,
  type PaymentAttemptStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@food/domain';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { restaurants, foods, variations } from './restaurants.ts';
import { riders, users } from './users.ts';

// Status and method columns accept only the values packages/domain lists (check-one-of.ts).

// An item snapshot: what was ordered at the prices of that moment (menus change later).
export type OrderItemAddonSnapshot = {
  _id: string;
  title: string;
  description: string;
  quantityMinimum: number;
  quantityMaximum: number;
  options: { _id: string; title: string; description: string; price: number }[];
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Human-facing number, unique per restaurant: prefix + per-restaurant sequence.
    orderId: text('order_id').notNull(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    riderId: uuid('rider_id').references(() => riders.id),
    // placeOrder is idempotent per (user, key) (docs/product/changes-from-upstream.md#idempotent-orders).
    idempotencyKey: text('idempotency_key').notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryDetails: text('delivery_details').notNull().default(''),
    deliveryLabel: text('delivery_label').notNull().default('Home'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    isPickedUp: boolean('is_picked_up').notNull().default(false),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    currency: text('currency').notNull(),
    // Money in minor units.
    itemsSubtotal: integer('items_subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    couponCode: text('coupon_code'),
    deliveryCharges: integer('delivery_charges').notNull().default(0),
    taxationAmount: integer('taxation_amount').notNull().default(0),
    tipping: integer('tipping').notNull().default(0),
    orderAmount: integer('order_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('PENDING'),
    reason: text('reason'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    expectedTime: timestamp('expected_time', { withTimezone: true }),
    preparationTime: timestamp('preparation_time', { withTimezone: true }),
    completionTime: timestamp('completion_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set with cancelledAt: who cancelled (docs/architecture.md "Errors", "who cancelled"). */
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
  },
  (t) => [
    uniqueIndex('orders_restaurant_order_id_idx').on(t.restaurantId, t.orderId),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The restaurant console's board and today's figures read one restaurant's recent orders.
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_status_idx').on(t.orderStatus),
    check('orders_order_status_check', oneOf('order_status', ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_payment_method_check', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_cancelled_by_check', oneOf('cancelled_by', CANCELLED_BY)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodId: uuid('food_id').references(() => foods.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    variationId: uuid('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    variationTitle: text('variation_title').notNull(),
    variationPrice: integer('variation_price').notNull(),
    variationDiscounted: integer('variation_discounted'),
    addons: jsonb('addons').$type<OrderItemAddonSnapshot[]>().notNull().default([]),
    specialInstructions: text('special_instructions').notNull().default(''),
    unitPrice: integer('unit_price').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The restaurant's one public answer (console replyToReview); customers see it under the review.
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('reviews_order_idx').on(t.orderId), index('reviews_restaurant_idx').on(t.restaurantId)],
);

// Provider-side record of a card/PayPal payment; webhook events are de-duplicated by eventId.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(), // demo | stripe | paypal
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('PENDING'),
    amount: integer('amount').notNull(),
    // What a refund names: the Stripe PaymentIntent, the PayPal capture id, the demo capture.
    captureRef: text('capture_ref'),
    // The provider's refund id once it confirmed the refund.
    refundRef: text('refund_ref'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    // The refund sweep reads the attempts still owed back (docs/payments.md "Refunds").
    index('payments_status_idx').on(t.status),
    check('payments_status_check', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);

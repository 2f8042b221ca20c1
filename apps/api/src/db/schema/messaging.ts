import { APPLICATION_STATUSES, type ApplicationStatus } from '@food/domain';
import {
  boolean,
  check,
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
import { orders } from './orders.ts';
import { users } from './users.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_order_idx').on(t.orderId, t.createdAt)],
);

// Codes are generated, hashed and checked on the server
// (docs/product/changes-from-upstream.md#verification-codes). purpose: EMAIL | PHONE | RESET; target: the
// e-mail or phone the code was sent to.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

// Vendor and rider sign-ups and contact messages (docs/product/data.md#applications). Passwords are stored
// hashed. kind: VENDOR | RIDER | CONTACT
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    role: text('role').notNull(),
    isRider: boolean('is_rider').notNull().default(false),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    message: text('message'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Decided once by operator staff (docs/admin.md "Applications"): the account it made or linked,
    // the draft restaurant of a vendor, and the reason mailed with a rejection.
    status: text('status').$type<ApplicationStatus>().notNull().default('NEW'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantId: uuid('restaurant_id'),
  },
  (t) => [
    check('applications_status_check', oneOf('status', APPLICATION_STATUSES)),
    index('applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

// The footer's subscribe box (docs/applications.md#subscriptions): PENDING until the confirm link is opened,
// then CONFIRMED; UNSUBSCRIBED by the link in every mail. Only hashes of the two link tokens are stored.
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status').notNull().default('PENDING'),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

// Mail and SMS leave through an outbox: the default adapter only stores; SMTP/SMS adapters send.
// channel: EMAIL | SMS
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

// Fixed-window counters for login and code endpoints (per account and per IP).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_EVENT_KINDS,
  PAYOUT_ADAPTERS,
  PAYOUT_PARTY_KINDS,
  PAYOUT_STATUSES,
  type LedgerAccountKind,
  type LedgerEventKind,
  type PayoutAdapterName,
  type PayoutPartyKind,
  type PayoutStatus,
} from '@food/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { orders } from './orders.ts';

// The ledger (docs/money.md). Append-only: a trigger of the custom migration refuses UPDATE and
// DELETE on both tables, and a deferred one refuses to commit a transaction whose entries do not sum
// to zero. A correction is a new transaction.

/** One money event, recorded once: its idempotency key names the event and what caused it. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // e.g. capture:<payment id>, refund:<payment id>, COMMISSION:<order id> (modules/ledger).
    idempotencyKey: text('idempotency_key').notNull(),
    eventKind: text('event_kind').$type<LedgerEventKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_idx').on(t.idempotencyKey),
    index('ledger_transactions_order_idx').on(t.orderId),
    check('ledger_transactions_event_kind_check', oneOf('event_kind', LEDGER_EVENT_KINDS)),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountKind: text('account_kind').$type<LedgerAccountKind>().notNull(),
    // A restaurant's or rider's id, an order's id, a provider's name, or 'platform'.
    accountOwner: text('account_owner').notNull(),
    // Signed minor units: + the platform holds or is owed it, − it owes or earned it.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    eventKind: text('event_kind').$type<LedgerEventKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Balances and statements read one account's entries over a period.
    index('ledger_entries_account_idx').on(t.accountKind, t.accountOwner, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_order_idx').on(t.orderId),
    check('ledger_entries_account_kind_check', oneOf('account_kind', LEDGER_ACCOUNT_KINDS)),
    check('ledger_entries_event_kind_check', oneOf('event_kind', LEDGER_EVENT_KINDS)),
    check('ledger_entries_amount_check', sql`"amount" <> 0`),
  ],
);

/**
 * One payout (docs/money.md#payouts): a party settled in one currency up to a period end. `amount` is
 * what the platform pays (negative: a collection). A row is made once per idempotency key (party,
 * currency, period end), in the same transaction as its PAYOUT ledger event.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyKind: text('party_kind').$type<PayoutPartyKind>().notNull(),
    // The restaurant's or the rider's id (as the ledger's account owner).
    partyId: uuid('party_id').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    // Exclusive: the entries made before it are in the payout.
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('PENDING'),
    adapter: text('adapter').$type<PayoutAdapterName>().notNull(),
    // The bank transfer's reference (manual) or the Stripe transfer id.
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_idx').on(t.idempotencyKey),
    index('payouts_party_idx').on(t.partyKind, t.partyId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_party_kind_check', oneOf('party_kind', PAYOUT_PARTY_KINDS)),
    check('payouts_status_check', oneOf('status', PAYOUT_STATUSES)),
    check('payouts_adapter_check', oneOf('adapter', PAYOUT_ADAPTERS)),
  ],
);

/**
 * Which payout settled each ledger entry of a party's accounts (the claimed entries and the PAYOUT
 * event's own lines on them). The entry is the primary key: no entry can be paid out twice.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => ledgerEntries.id),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
  },
  (t) => [index('payout_entries_payout_idx').on(t.payoutId)],
);

/**
 * A restaurant's or rider's Stripe Connect account (docs/money.md#stripe-connect-payouts), made once on
 * their first onboarding link. Kept beside payouts rather than on restaurants and riders: only the
 * payout adapter reads it.
 */
export const payoutConnectAccounts = pgTable(
  'payout_connect_accounts',
  {
    partyKind: text('party_kind').$type<PayoutPartyKind>().notNull(),
    partyId: uuid('party_id').notNull(),
    stripeAccountId: text('stripe_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payout_connect_accounts_party_idx').on(t.partyKind, t.partyId),
    check('payout_connect_accounts_party_kind_check', oneOf('party_kind', PAYOUT_PARTY_KINDS)),
  ],
);

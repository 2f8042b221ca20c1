import {
  APPLICATION_STATUSES,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  USER_ROLES,
  CANCELLED_BY,
  RESTAURANT_STATUSES,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_EVENT_KINDS,
  PAYOUT_PARTY_KINDS,
  PAYOUT_STATUSES,
} from '@food/domain';
import { sql } from 'drizzle-orm';
import { GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/index.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The domain's lists (packages/domain) are the one source of an order's statuses, payment statuses and
// methods and of the account roles; the schema publishes them as enums and the database refuses
// anything else with a CHECK (docs/conventions.md#adding-an-order-status). A value added to one and
// not the others fails here, as error-codes.test.ts does for ErrorCode.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // The demo world goes in under the constraints, so its rows satisfy them.
  await seedDemoData({ db: database.db, now: new Date('2025-06-04T12:00:00Z') });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const enumValues = (name: string) => {
  const type = buildSchema().getType(name);
  expect(type).toBeInstanceOf(GraphQLEnumType);
  return (type as GraphQLEnumType).getValues().map((value) => value.name);
};

/** The values a CHECK constraint allows, in the order it lists them. */
async function checkValues(constraint: string): Promise<string[]> {
  const result = await database.db.execute(
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`,
  );
  const { rows } = result as unknown as { rows: { definition: string }[] };
  expect(rows).toHaveLength(1);
  return [...rows[0]!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

describe('GraphQL enums and the domain lists', () => {
  it.each([
    ['OrderStatus', ORDER_STATUSES],
    ['PaymentStatus', PAYMENT_STATUSES],
    ['PaymentMethod', PAYMENT_METHODS],
    ['CancelledBy', CANCELLED_BY],
    ['ApplicationStatus', APPLICATION_STATUSES],
    ['RestaurantStatus', RESTAURANT_STATUSES],
    ['LedgerAccountKind', LEDGER_ACCOUNT_KINDS],
    ['LedgerEventKind', LEDGER_EVENT_KINDS],
    ['PayoutPartyKind', PAYOUT_PARTY_KINDS],
    ['PayoutStatus', PAYOUT_STATUSES],
  ])('enum %s lists exactly the domain list, in the same order', (name, list) => {
    expect(enumValues(name)).toEqual([...list]);
  });
});

describe('CHECK constraints and the domain lists', () => {
  it.each([
    ['orders_order_status_check', ORDER_STATUSES],
    ['orders_payment_status_check', PAYMENT_STATUSES],
    ['orders_payment_method_check', PAYMENT_METHODS],
    ['orders_cancelled_by_check', CANCELLED_BY],
    ['payments_status_check', PAYMENT_ATTEMPT_STATUSES],
    ['users_role_check', USER_ROLES],
    ['applications_status_check', APPLICATION_STATUSES],
    ['restaurants_status_check', RESTAURANT_STATUSES],
    ['ledger_entries_account_kind_check', LEDGER_ACCOUNT_KINDS],
    ['ledger_entries_event_kind_check', LEDGER_EVENT_KINDS],
    ['ledger_transactions_event_kind_check', LEDGER_EVENT_KINDS],
    ['payouts_party_kind_check', PAYOUT_PARTY_KINDS],
    ['payouts_status_check', PAYOUT_STATUSES],
  ])('%s allows exactly the domain list', async (constraint, list) => {
    expect(await checkValues(constraint)).toEqual([...list]);
  });

  it('the database refuses a role outside the list', async () => {
    const insert = database.db.execute(
      sql`insert into users (name, email, role) values ('X', 'x-role@example.com', 'SUPERUSER')`,
    );
    await expect(insert).rejects.toThrow();
  });
});

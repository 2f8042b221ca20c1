import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { tokenFor } from './tracking-factories.ts';
import { createCustomer, createOpenRestaurant, createOrderPlatform } from './order-factories.ts';

// Orders placed over real HTTP against an API process under faults (test/crash.test.ts,
// docs/faults.md): a bounded number of workers, each placing one order after the other with a fresh
// idempotency key, retrying a retryable answer with the same key, as a client would.

export const PLACE = `mutation ($restaurant: String!, $orderInput: [OrderInput!]!, $tipping: Float!,
  $taxationAmount: Float!, $orderDate: String!, $deliveryCharges: Float!, $orderAmount: Float,
  $idempotencyKey: String!) {
  placeOrder(restaurant: $restaurant, orderInput: $orderInput, paymentMethod: "COD", tipping: $tipping,
    taxationAmount: $taxationAmount, orderDate: $orderDate, isPickedUp: true,
    deliveryCharges: $deliveryCharges, orderAmount: $orderAmount, idempotencyKey: $idempotencyKey) {
    _id orderId orderStatus items { quantity }
  }
}`;

/** A restaurant open all day, its manager and a customer, stored in `db` before the API starts. */
export async function createLoadWorld(db: Db) {
  await createOrderPlatform(db);
  const world = await createOpenRestaurant(db);
  const customer = await createCustomer(db, new Date());
  // Inserted directly with a token: a password hash (argon2) costs seconds on a busy machine.
  const [managerUser] = await db
    .insert(t.users)
    .values({
      name: 'Manager',
      email: `manager-${randomUUID()}@example.com`,
      role: 'RESTAURANT',
      restaurantId: world.restaurant.id,
    })
    .returning();
  const manager = { user: managerUser!, token: await tokenFor(managerUser!) };
  // Two lines, so an order stored without all its items shows.
  const lines = [
    { food: world.menu.karahi!.id, variation: world.menu.half!.id, quantity: 1 },
    { food: world.menu.lassi!.id, variation: world.menu.lassiRegular!.id, quantity: 2 },
  ];
  return { restaurantId: world.restaurant.id, customer, manager, lines };
}

export type LoadWorld = Awaited<ReturnType<typeof createLoadWorld>>;

type GraphQLAnswer = {
  data?: { placeOrder?: { _id: string; orderId: string; items: unknown[] } } | null;
  errors?: { message: string; extensions?: { code?: string; retryable?: boolean; expected?: object } }[];
};

export async function postGraphql(origin: string, query: string, variables: object, token?: string) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer };
}

/** The order's variables with the server's figures (a first try with zeros answers PRICE_CHANGED). */
export async function priceOrder(origin: string, world: LoadWorld) {
  const base = {
    restaurant: world.restaurantId,
    orderInput: world.lines,
    tipping: 0,
    taxationAmount: 0,
    deliveryCharges: 0,
    orderAmount: 0,
    orderDate: new Date().toISOString(),
  };
  const probe = await postGraphql(
    origin,
    PLACE,
    { ...base, idempotencyKey: `probe-${randomUUID()}` },
    world.customer.token,
  );
  const expected = probe.body.errors?.[0]?.extensions?.expected;
  if (!expected) throw new Error(`could not price the order: ${JSON.stringify(probe.body)}`);
  return { ...base, ...expected };
}

export type Acknowledged = { key: string; id: string; orderId: string; items: number };

export type LoadReport = {
  acknowledged: Acknowledged[];
  /** Keys sent whose answer never came (the connection died with the process). */
  unanswered: string[];
  /** SERVICE_UNAVAILABLE answers with extensions.retryable (each retried with the same key). */
  retryable: number;
  /** Anything else: a 5xx, a masked "Unexpected error", any other error. */
  failures: string[];
};

/**
 * `workers` loops placing orders until `stop()` is true or `maxRequests` were sent (or, with `keys`,
 * until each of those keys was placed once more). A retryable answer is retried with the same key (up
 * to `maxRetries` times); a request that gets no answer (the process is gone) ends its worker. The
 * report fills in as answers arrive.
 */
export function startOrderLoad({
  origin,
  token,
  variables,
  workers,
  stop = () => false,
  maxRequests = 400,
  maxRetries = 100,
  keys,
}: {
  origin: string;
  token: string;
  variables: object;
  workers: number;
  stop?: () => boolean;
  maxRequests?: number;
  maxRetries?: number;
  keys?: string[];
}): { report: LoadReport; finished: Promise<LoadReport> } {
  const report: LoadReport = { acknowledged: [], unanswered: [], retryable: 0, failures: [] };
  const queue = keys ? [...keys] : undefined;
  let sent = 0;

  async function placeOne(key: string): Promise<'done' | 'gone'> {
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      sent++;
      let answer;
      try {
        answer = await postGraphql(
          origin,
          PLACE,
          { ...variables, orderDate: new Date().toISOString(), idempotencyKey: key },
          token,
        );
      } catch {
        report.unanswered.push(key);
        return 'gone';
      }
      const order = answer.body.data?.placeOrder;
      if (answer.status === 200 && order) {
        report.acknowledged.push({ key, id: order._id, orderId: order.orderId, items: order.items.length });
        return 'done';
      }
      const error = answer.body.errors?.[0];
      if (
        answer.status === 200 &&
        error?.extensions?.code === 'SERVICE_UNAVAILABLE' &&
        error.extensions.retryable === true
      ) {
        report.retryable++;
        await databaseAnswers(origin);
        continue;
      }
      report.failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return 'done';
    }
    report.failures.push(`still retryable after ${maxRetries} retries`);
    return 'done';
  }

  const nextKey = () => (queue ? queue.shift() : sent < maxRequests ? randomUUID() : undefined);
  const finished = Promise.all(
    Array.from({ length: workers }, async () => {
      for (let key = nextKey(); key !== undefined && !stop(); key = nextKey()) {
        if ((await placeOne(key)) === 'gone') return;
      }
    }),
  ).then(() => report);
  return { report, finished };
}

/**
 * A client's back-off after a retryable answer: until /healthz says the database answers again (polled,
 * at most 30 s; a process that no longer answers at all is left to the retry to find out).
 */
async function databaseAnswers(origin: string) {
  await vi
    .waitFor(
      async () => {
        const healthy = await fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => true,
        );
        if (!healthy) throw new Error('the database does not answer yet');
      },
      { timeout: 30_000, interval: 50 },
    )
    .catch(() => {});
}

/** What the database holds of the orders: integrity checks of the fault suite. */
export async function auditOrders(db: Db, acknowledged: Acknowledged[]) {
  const rows = await db.select({ id: t.orders.id, key: t.orders.idempotencyKey }).from(t.orders);
  const lines = await db
    .select({ orderId: t.orderItems.orderId, count: sql<number>`count(*)::int` })
    .from(t.orderItems)
    .groupBy(t.orderItems.orderId);
  const itemsOf = new Map(lines.map((line) => [line.orderId, Number(line.count)]));
  const stored = new Map(rows.map((row) => [row.id, { ...row, items: itemsOf.get(row.id) ?? 0 }]));
  const lost = acknowledged.filter((order) => stored.get(order.id)?.items !== order.items);
  const duplicateNumbers = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.orders)
    .groupBy(t.orders.restaurantId, t.orders.orderId)
    .having(sql`count(*) > 1`);
  const duplicateKeys = new Set(rows.map((row) => row.key)).size !== rows.length;
  return {
    stored: rows.length,
    lost: lost.length,
    withoutItems: [...stored.values()].filter((row) => row.items === 0).length,
    duplicateNumbers: duplicateNumbers.length + (duplicateKeys ? 1 : 0),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
} from './helpers/order-factories.ts';
import { createPaymentTestApp } from './helpers/payment-factories.ts';

// The whole card journey on the API: placeOrder with STRIPE does not reach the restaurant; the demo
// provider's approval does, once; orderStripe then reads PAID (docs/product/screens.md#payment-screens).

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentTestApp>>;
let world: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let stranger: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  world = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 1000 });
  customer = await createCustomer(database.db, NOW);
  stranger = await createCustomer(database.db, NOW);
});

afterAll(async () => {
  await server.close();
  await database.close();
});

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>();
}

/** A pick-up order of one Half Karahi (12.99 + 10% tax 1.30 = 14.29). */
async function place(paymentMethod: string) {
  const result = await gql<{ placeOrder: { _id: string; paymentStatus: string } }>(
    PLACE_ORDER,
    halfKarahiPickUp(world, NOW, { paymentMethod }),
    customer.token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.placeOrder;
}

const ORDER_STRIPE = /* GraphQL */ `
  query ($id: String!) {
    orderStripe(id: $id) {
      _id
      paymentStatus
      paidAmount
      orderAmount
    }
  }
`;

describe('a card order placed through the API', () => {
  it('reaches the restaurant only once paid, exactly once', async () => {
    const cash = await place('COD');
    expect(server.inbox.map((event) => event.orderId)).toEqual([cash._id]); // the watcher works
    server.inbox.length = 0;

    const card = await place('STRIPE');
    expect(card.paymentStatus).toBe('PENDING');
    const session = await server.app.inject({
      method: 'GET',
      url: `/stripe/create-checkout-session?id=${card._id}&platform=web`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const page = new URL(session.json<{ url: string }>().url).pathname;
    expect(server.inbox).toEqual([]);

    await server.app.inject({ method: 'POST', url: `${page}/approve` });
    await server.app.inject({ method: 'POST', url: `${page}/approve` });
    expect(server.inbox).toEqual([{ orderId: card._id, userId: customer.user.id, kind: 'PAID' }]);

    const read = await gql<{ orderStripe: Record<string, unknown> }>(
      ORDER_STRIPE,
      { id: card._id },
      customer.token,
    );
    expect(read.data!.orderStripe).toEqual({
      _id: card._id,
      paymentStatus: 'PAID',
      paidAmount: 14.29,
      orderAmount: 14.29,
    });
    const peek = await gql(ORDER_STRIPE, { id: card._id }, stranger.token);
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a declined card order never reaches the restaurant', async () => {
    server.inbox.length = 0;
    const card = await place('STRIPE');
    const session = await server.app.inject({
      method: 'GET',
      url: `/stripe/create-checkout-session?id=${card._id}&platform=web`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    await server.app.inject({
      method: 'POST',
      url: `${new URL(session.json<{ url: string }>().url).pathname}/decline`,
    });
    expect(server.inbox).toEqual([]);
    const read = await gql<{ orderStripe: { paymentStatus: string } }>(
      ORDER_STRIPE,
      { id: card._id },
      customer.token,
    );
    expect(read.data!.orderStripe.paymentStatus).toBe('FAILED');
  });
});

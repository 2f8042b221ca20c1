import type { OrderStatus } from '@food/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import {
  createWorldOrder,
  startTrackingSuite,
  stopTrackingSuite,
  ORDER_FIELDS,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite());
});
afterAll(() => stopTrackingSuite({ api, database }));

const REVIEW = `mutation ($order: String!, $rating: Int!, $description: String) {
  reviewOrder(order: $order, rating: $rating, description: $description) { ${ORDER_FIELDS} }
}`;
const RESTAURANT = `query ($id: String) { restaurant(id: $id) { rating reviewData { total ratings } } }`;

type ReviewedOrder = {
  reviewOrder: { _id: string; review: { _id: string; rating: number; description: string } | null };
};

const delivered = (status: OrderStatus = 'DELIVERED') =>
  createWorldOrder(database.db, world, { orderStatus: status, riderId: world.rider.rider.id });
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.['code'];

describe('reviewOrder', () => {
  it("reviews a delivered order once and moves the restaurant's rating and count", async () => {
    const before = await api.gql<{ restaurant: { rating: number; reviewData: { total: number } } }>(
      RESTAURANT,
      {
        id: world.restaurant.id,
      },
    );
    expect(before.data!.restaurant).toMatchObject({ rating: 0, reviewData: { total: 0 } });

    const first = await delivered();
    const result = await api.gql<ReviewedOrder>(
      REVIEW,
      { order: first.id, rating: 4, description: '  Hot and fresh  ' },
      { token: world.customer.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.reviewOrder.review).toMatchObject({ rating: 4, description: 'Hot and fresh' });

    const second = await delivered('COMPLETED');
    await api.gql(REVIEW, { order: second.id, rating: 1 }, { token: world.customer.token });
    const after = await api.gql<{
      restaurant: { rating: number; reviewData: { total: number; ratings: number } };
    }>(RESTAURANT, { id: world.restaurant.id });
    expect(after.data!.restaurant.reviewData.total).toBe(2);
    expect(after.data!.restaurant.rating).toBeCloseTo(2.5);

    const again = await api.gql(REVIEW, { order: first.id, rating: 5 }, { token: world.customer.token });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This order has already been reviewed.',
      extensions: { code: 'ALREADY_REVIEWED' },
    });
    const [stored] = await database.db.select().from(reviews).where(eq(reviews.orderId, first.id));
    expect(stored!.rating).toBe(4);
  });

  it('a double submit at once creates one review', async () => {
    const order = await delivered();
    const results = await Promise.all(
      [5, 3].map((rating) => api.gql(REVIEW, { order: order.id, rating }, { token: world.customer.token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'ALREADY_REVIEWED')).toHaveLength(1);
    expect(await database.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(1);
  });

  it.each<OrderStatus>(['PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'CANCELLED'])(
    'refuses a review while %s',
    async (status) => {
      const order = await delivered(status);
      const result = await api.gql(REVIEW, { order: order.id, rating: 5 }, { token: world.customer.token });
      expect(result.errors?.[0]).toMatchObject({
        message: 'This order can be reviewed once it is delivered.',
        extensions: { code: 'INVALID_TRANSITION' },
      });
    },
  );

  it.each([0, 6, -1])('refuses rating %d', async (rating) => {
    const order = await delivered();
    const result = await api.gql(REVIEW, { order: order.id, rating }, { token: world.customer.token });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Rating must be a whole number from 1 to 5.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a description over 500 characters and accepts exactly 500', async () => {
    const order = await delivered();
    const tooLong = await api.gql(
      REVIEW,
      { order: order.id, rating: 3, description: 'x'.repeat(501) },
      {
        token: world.customer.token,
      },
    );
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await api.gql<ReviewedOrder>(
      REVIEW,
      { order: order.id, rating: 3, description: 'x'.repeat(500) },
      {
        token: world.customer.token,
      },
    );
    expect(ok.data!.reviewOrder.review!.description).toHaveLength(500);
  });

  it('another customer cannot review (NOT_FOUND); restaurant and rider users are refused', async () => {
    const order = await delivered();
    const stranger = await api.gql(
      REVIEW,
      { order: order.id, rating: 5 },
      { token: world.otherCustomer.token },
    );
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'Order not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    for (const token of [world.manager.token, world.rider.token]) {
      expect(codeOf(await api.gql(REVIEW, { order: order.id, rating: 5 }, { token }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await api.gql(REVIEW, { order: order.id, rating: 5 }))).toBe('UNAUTHENTICATED');
    expect(await database.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(0);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.orderStatus).toBe('DELIVERED');
  });
});

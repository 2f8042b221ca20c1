import { randomUUID } from 'node:crypto';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../src/adapters/pubsub/pubsub.ts';
import * as t from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import {
  EVERY_DAY,
  ORIGIN,
  createAddress,
  createMenu,
  createOpeningTimes,
  createRestaurant,
} from './factories.ts';
import { sessionTokenFor } from './test-server.ts';

// Fixtures for placing and reading orders. Money in minor units, as stored.

export const ORDER_FIELDS = /* GraphQL */ `
  _id orderId orderStatus paymentMethod paymentStatus paidAmount orderAmount orderDate expectedTime
  isPickedUp currency currencySymbol itemsSubtotal discount couponCode deliveryCharges tipping
  taxationAmount createdAt acceptedAt assignedAt pickedAt deliveredAt cancelledAt completionTime
  preparationTime reason
  restaurant { _id name image slug address location { coordinates } }
  deliveryAddress { location { coordinates } deliveryAddress details label }
  items { _id title food description image quantity specialInstructions
    variation { _id title price discounted }
    addons { _id title description quantityMinimum quantityMaximum options { _id title description price } } }
  user { _id name email phone }
  rider { _id name location { coordinates } }
  review { _id rating description }
`;

export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder(
    $restaurant: String!, $orderInput: [OrderInput!]!, $paymentMethod: String!, $couponCode: String,
    $tipPercent: Float, $tipping: Float!, $taxationAmount: Float!, $address: OrderAddressInput,
    $orderDate: String!, $isPickedUp: Boolean!, $deliveryCharges: Float!, $orderAmount: Float,
    $idempotencyKey: String!
  ) {
    placeOrder(
      restaurant: $restaurant, orderInput: $orderInput, paymentMethod: $paymentMethod,
      couponCode: $couponCode, tipPercent: $tipPercent, tipping: $tipping, taxationAmount: $taxationAmount,
      address: $address, orderDate: $orderDate, isPickedUp: $isPickedUp, deliveryCharges: $deliveryCharges,
      orderAmount: $orderAmount, idempotencyKey: $idempotencyKey
    ) { ${ORDER_FIELDS} }
  }
`;

export type OrderLineInput = {
  food: string;
  variation: string;
  quantity: number;
  addons?: { _id: string; options: string[] }[];
  specialInstructions?: string;
};

export type PlaceOrderVariables = {
  restaurant: string;
  orderInput: OrderLineInput[];
  paymentMethod: string;
  couponCode?: string | null;
  tipPercent?: number | null;
  tipping: number;
  taxationAmount: number;
  address?: { _id: string } | null;
  orderDate: string;
  isPickedUp: boolean;
  deliveryCharges: number;
  orderAmount?: number | null;
  idempotencyKey: string;
};

export const newKey = () => randomUUID();

/** USD configuration, tips 5/10/15 enabled, and the coupons a test world needs. */
export async function createOrderPlatform(db: Db) {
  const [configuration] = await db
    .insert(t.configuration)
    .values({ currency: 'USD', currencySymbol: '$', deliveryRate: 150, costType: 'perKM' })
    .returning();
  await db.insert(t.tips).values({ tipVariations: [5, 10, 15], enabled: true });
  await db.insert(t.coupons).values([
    { title: 'WELCOME10', discount: 10, enabled: true },
    { title: 'FREEMEAL', discount: 100, enabled: true },
    { title: 'EXPIRED20', discount: 20, enabled: false },
  ]);
  return configuration!;
}

/** A restaurant open all day every day (Asia/Karachi), with the factories' menu. */
export async function createOpenRestaurant(
  db: Db,
  values: Partial<typeof t.restaurants.$inferInsert> = {},
  windows: [string, [number, number], [number, number]][] = EVERY_DAY.map((day) => [day, [0, 0], [24, 0]]),
) {
  const restaurant = await createRestaurant(db, values);
  await createOpeningTimes(db, restaurant.id, windows);
  const menu = await createMenu(db, restaurant.id);
  return { restaurant, menu };
}

export type OpenRestaurant = Awaited<ReturnType<typeof createOpenRestaurant>>;

/** A COD pick-up order of one item at a 10%-tax restaurant, at the client's figures (major units). */
function pickUpOf(
  world: OpenRestaurant,
  line: { food: string; variation: string },
  { taxationAmount, orderAmount }: { taxationAmount: number; orderAmount: number },
  orderDate: Date,
  overrides: Partial<PlaceOrderVariables>,
): PlaceOrderVariables {
  return {
    restaurant: world.restaurant.id,
    orderInput: [{ ...line, quantity: 1 }],
    paymentMethod: 'COD',
    tipPercent: null,
    tipping: 0,
    taxationAmount,
    deliveryCharges: 0,
    orderAmount,
    address: null,
    orderDate: orderDate.toISOString(),
    isPickedUp: true,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** One Half Karahi to pick up: 12.99 + 10% tax 1.30 = 14.29. */
export const halfKarahiPickUp = (
  world: OpenRestaurant,
  orderDate: Date,
  overrides: Partial<PlaceOrderVariables> = {},
) =>
  pickUpOf(
    world,
    { food: world.menu.karahi!.id, variation: world.menu.half!.id },
    { taxationAmount: 1.3, orderAmount: 14.29 },
    orderDate,
    overrides,
  );

/** One Lassi to pick up: 3.50 + 10% tax 0.35 = 3.85. */
export const lassiPickUp = (
  world: OpenRestaurant,
  orderDate: Date,
  overrides: Partial<PlaceOrderVariables> = {},
) =>
  pickUpOf(
    world,
    { food: world.menu.lassi!.id, variation: world.menu.lassiRegular!.id },
    { taxationAmount: 0.35, orderAmount: 3.85 },
    orderDate,
    overrides,
  );

/** A customer with a verified phone, a saved address at ORIGIN and a session token. */
export async function createCustomer(db: Db, now: Date, values: Partial<typeof t.users.$inferInsert> = {}) {
  // Inserted directly: these customers sign in by token, so no (slow) password hash is needed.
  const [user] = await db
    .insert(t.users)
    .values({
      name: 'Order Customer',
      email: `customer-${randomUUID()}@example.com`,
      phone: `+92${String(3_000_000_000 + Math.floor(Math.random() * 999_999_999))}`,
      phoneIsVerified: true,
      ...values,
    })
    .returning();
  if (!user) throw new Error('customer not created');
  const address = await createAddress(db, { userId: user.id, selected: true, ...ORIGIN });
  const token = await sessionTokenFor(user, { now });
  return { user, address, token };
}

/** The in-process pub/sub, remembering every publish so tests can assert the events. */
export function recordingPubSub() {
  const inner = createInProcessPubSub();
  const published: { topic: string; payload: unknown }[] = [];
  const pubsub: PubSub = {
    publish: async (topic, payload) => {
      published.push({ topic, payload });
      await inner.publish(topic, payload);
    },
    subscribe: (topic, options) => inner.subscribe(topic, options),
    ready: () => inner.ready(),
    close: () => inner.close(),
  };
  return { pubsub, published };
}

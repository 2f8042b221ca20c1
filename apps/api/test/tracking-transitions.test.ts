import { ORDER_STATUSES, type OrderStatus } from '@food/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import {
  createWorldOrder,
  startTrackingSuite,
  stopTrackingSuite,
  ORDER_FIELDS,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

// Every lifecycle mutation against every status: only the transitions of packages/domain succeed,
// everything else is INVALID_TRANSITION and leaves the order as it was.

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite());
});
afterAll(() => stopTrackingSuite({ api, database }));

type Operation = {
  name: string;
  mutation: string;
  verb: string;
  token: () => string;
  allowedFrom: OrderStatus[];
  to: OrderStatus;
  order: { isPickedUp?: boolean; riderIsCaller?: boolean };
};

const OPERATIONS: Operation[] = [
  {
    name: 'acceptOrder',
    mutation: `mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 20) { ${ORDER_FIELDS} } }`,
    verb: 'accepted',
    token: () => world.manager.token,
    allowedFrom: ['PENDING'],
    to: 'ACCEPTED',
    order: {},
  },
  {
    name: 'declineOrder',
    mutation: `mutation ($id: String!) { declineOrder(id: $id, reason: "Out of stock") { ${ORDER_FIELDS} } }`,
    verb: 'declined',
    token: () => world.manager.token,
    allowedFrom: ['PENDING', 'ACCEPTED'],
    to: 'CANCELLED',
    order: {},
  },
  {
    name: 'handOverPickupOrder',
    mutation: `mutation ($id: String!) { handOverPickupOrder(id: $id) { ${ORDER_FIELDS} } }`,
    verb: 'handed over',
    token: () => world.manager.token,
    allowedFrom: ['ACCEPTED'],
    to: 'DELIVERED',
    order: { isPickedUp: true },
  },
  {
    name: 'assignOrder',
    mutation: `mutation ($id: String!) { assignOrder(id: $id) { ${ORDER_FIELDS} } }`,
    verb: 'assigned',
    token: () => world.rider.token,
    allowedFrom: ['ACCEPTED'],
    to: 'ASSIGNED',
    order: {},
  },
  {
    name: 'pickUpOrder',
    mutation: `mutation ($id: String!) { pickUpOrder(id: $id) { ${ORDER_FIELDS} } }`,
    verb: 'picked up',
    token: () => world.rider.token,
    allowedFrom: ['ASSIGNED'],
    to: 'PICKED',
    order: { riderIsCaller: true },
  },
  {
    name: 'deliverOrder',
    mutation: `mutation ($id: String!) { deliverOrder(id: $id) { ${ORDER_FIELDS} } }`,
    verb: 'delivered',
    token: () => world.rider.token,
    allowedFrom: ['PICKED'],
    to: 'DELIVERED',
    order: { riderIsCaller: true },
  },
  {
    name: 'cancelOrder',
    mutation: `mutation ($id: String!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`,
    verb: 'cancelled',
    token: () => world.customer.token,
    allowedFrom: ['PENDING', 'ACCEPTED'],
    to: 'CANCELLED',
    order: {},
  },
];

const CASES = OPERATIONS.flatMap((operation) =>
  ORDER_STATUSES.map((status) => [operation.name, status, operation.allowedFrom.includes(status)] as const),
);

describe('transitions (operation × status)', () => {
  it.each(CASES)('%s from %s: allowed=%s', async (name, status, allowed) => {
    const operation = OPERATIONS.find((op) => op.name === name)!;
    const order = await createWorldOrder(database.db, world, {
      orderStatus: status,
      isPickedUp: operation.order.isPickedUp ?? false,
      riderId: operation.order.riderIsCaller ? world.rider.rider.id : null,
    });
    const result = await api.gql<Record<string, { orderStatus: string }>>(
      operation.mutation,
      { id: order.id },
      { token: operation.token() },
    );
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    if (allowed) {
      expect(result.errors).toBeUndefined();
      expect(result.data![name]!.orderStatus).toBe(operation.to);
      expect(stored!.orderStatus).toBe(operation.to);
    } else {
      expect(result.errors?.[0]).toMatchObject({
        message: `This order can no longer be ${operation.verb}.`,
        extensions: { code: 'INVALID_TRANSITION' },
      });
      expect(stored).toEqual(order);
    }
  });

  it('a delivery order cannot be handed over at the counter, a pick-up order gets no rider', async () => {
    const delivery = await createWorldOrder(database.db, world, { orderStatus: 'ACCEPTED' });
    const handOver = await api.gql(
      'mutation ($id: String!) { handOverPickupOrder(id: $id) { _id } }',
      { id: delivery.id },
      { token: world.manager.token },
    );
    expect(handOver.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_TRANSITION' });
    const pickup = await createWorldOrder(database.db, world, { orderStatus: 'ACCEPTED', isPickedUp: true });
    const assign = await api.gql(
      'mutation ($id: String!) { assignOrder(id: $id) { _id } }',
      { id: pickup.id },
      { token: world.rider.token },
    );
    expect(assign.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_TRANSITION' });
  });

  it('an order that already has a rider cannot be assigned to another', async () => {
    const order = await createWorldOrder(database.db, world, {
      orderStatus: 'ACCEPTED',
      riderId: world.otherRider.rider.id,
    });
    const result = await api.gql(
      'mutation ($id: String!) { assignOrder(id: $id) { _id } }',
      { id: order.id },
      { token: world.rider.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'This order can no longer be assigned.',
      extensions: { code: 'INVALID_TRANSITION' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import {
  createWorldOrder,
  startTrackingSuite,
  stopTrackingSuite,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;
const NOW = new Date('2025-06-04T12:00:00Z');

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite({ now: NOW }));
});
afterAll(() => stopTrackingSuite({ api, database }));

const CHAT = `query ($order: ID!) { chat(order: $order) { id message createdAt user { id name } } }`;
const SEND = `mutation ($orderId: ID!, $message: ChatMessageInput!) {
  sendChatMessage(orderId: $orderId, message: $message) { success message data { id message createdAt user { id name } } }
}`;

type Sent = {
  sendChatMessage: {
    success: boolean;
    message: string | null;
    data: { id: string; message: string; createdAt: string; user: { id: string; name: string } } | null;
  };
};

const assignedOrder = () =>
  createWorldOrder(database.db, world, { orderStatus: 'ASSIGNED', riderId: world.rider.rider.id });

describe('chat', () => {
  it('customer and assigned rider write; the sender is the signed-in user; oldest first', async () => {
    const order = await assignedOrder();
    api.setNow(NOW);
    const fromCustomer = await api.gql<Sent>(
      SEND,
      // The claimed user is ignored.
      { orderId: order.id, message: { message: '  Please ring twice ', user: { id: 'x', name: 'Mallory' } } },
      { token: world.customer.token },
    );
    expect(fromCustomer.data!.sendChatMessage).toMatchObject({
      success: true,
      data: {
        message: 'Please ring twice',
        createdAt: NOW.toISOString(),
        user: { id: world.customer.user.id, name: world.customer.user.name },
      },
    });
    api.setNow(new Date(NOW.getTime() + 60_000));
    const fromRider = await api.gql<Sent>(
      SEND,
      { orderId: order.id, message: { message: 'On my way' } },
      { token: world.rider.token },
    );
    expect(fromRider.data!.sendChatMessage.data!.user).toEqual({
      id: world.rider.user.id,
      name: world.rider.user.name,
    });

    for (const token of [world.customer.token, world.rider.token]) {
      const chat = await api.gql<{ chat: { message: string }[] }>(CHAT, { order: order.id }, { token });
      expect(chat.data!.chat.map((m) => m.message)).toEqual(['Please ring twice', 'On my way']);
    }
  });

  it('refuses an empty or too long message in the result, storing nothing', async () => {
    const order = await assignedOrder();
    const empty = await api.gql<Sent>(
      SEND,
      { orderId: order.id, message: { message: '   ' } },
      { token: world.customer.token },
    );
    expect(empty.data!.sendChatMessage).toEqual({
      success: false,
      message: 'Message cannot be empty',
      data: null,
    });
    const long = await api.gql<Sent>(
      SEND,
      { orderId: order.id, message: { message: 'x'.repeat(1001) } },
      { token: world.customer.token },
    );
    expect(long.data!.sendChatMessage).toEqual({
      success: false,
      message: 'Message is too long',
      data: null,
    });
    const exact = await api.gql<Sent>(
      SEND,
      { orderId: order.id, message: { message: 'x'.repeat(1000) } },
      { token: world.customer.token },
    );
    expect(exact.data!.sendChatMessage.success).toBe(true);
    const chat = await api.gql<{ chat: unknown[] }>(
      CHAT,
      { order: order.id },
      { token: world.customer.token },
    );
    expect(chat.data!.chat).toHaveLength(1);
  });

  it('anyone else gets NOT_FOUND, reading or writing', async () => {
    const order = await assignedOrder();
    await api.gql(
      SEND,
      { orderId: order.id, message: { message: 'secret' } },
      { token: world.customer.token },
    );
    for (const token of [world.otherCustomer.token, world.otherRider.token, world.manager.token]) {
      const read = await api.gql(CHAT, { order: order.id }, { token });
      expect(read.errors?.[0]).toMatchObject({
        message: 'Order not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      const write = await api.gql(SEND, { orderId: order.id, message: { message: 'hi' } }, { token });
      expect(write.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    const malformed = await api.gql(CHAT, { order: 'nope' }, { token: world.customer.token });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const signedOut = await api.gql(CHAT, { order: order.id });
    expect(signedOut.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const chat = await api.gql<{ chat: { message: string }[] }>(
      CHAT,
      { order: order.id },
      { token: world.customer.token },
    );
    expect(chat.data!.chat.map((m) => m.message)).toEqual(['secret']);
  });

  it('a rider no longer assigned cannot read the chat', async () => {
    const order = await createWorldOrder(database.db, world, { orderStatus: 'ACCEPTED' });
    const read = await api.gql(CHAT, { order: order.id }, { token: world.rider.token });
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

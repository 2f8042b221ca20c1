import { createECDH, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagingAdapters } from '../src/adapters/create-adapters.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import type { PushMessage, PushSender } from '../src/adapters/push/push-sender.ts';
import { createWebPushSender } from '../src/adapters/push/web-push-sender.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';
import {
  createOrder,
  createTrackingWorld,
  createWorldOrder,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

// Item 9: a status change pushes "Order status: <STATUS>" / "Order ID <id>" to the customer's saved
// Web Push subscription, signed with the VAPID keys; a local server stands in for the push service.

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

let database: TestDatabase;
let world: TrackingWorld;
let pushService: Server;
let endpointBase: string;
const received: Received[] = [];
const vapid = webpush.generateVAPIDKeys();

/** A browser's PushSubscription (real P-256 key and auth secret) pointing at the stand-in service. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `${endpointBase}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

const arrivals = new EventEmitter();

/** Resolves once the stand-in push service has received `count` pushes (the test's timeout bounds it). */
function pushesReceived(count: number) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (received.length < count) return;
      arrivals.off('push', check);
      resolve();
    };
    arrivals.on('push', check);
    check();
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createTrackingWorld(database.db);
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      arrivals.emit('push');
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await database.close();
});

describe('status pushes', () => {
  let api: TestApp;
  const sent: { token: string; message: PushMessage }[] = [];
  const recorder: PushSender = { send: async (token, message) => void sent.push({ token, message }) };

  beforeAll(async () => {
    api = await createTestApp({ db: database.db, adapters: { push: recorder } });
  });
  afterAll(() => api.app.close());

  it("goes to the customer's saved token on every status change", async () => {
    const token = browserSubscription('/push/recorded');
    const saved = await api.gql(
      'mutation ($token: String!) { saveNotificationTokenWeb(token: $token) { success } }',
      { token },
      { token: world.customer.token },
    );
    expect(saved.errors).toBeUndefined();
    const order = await createWorldOrder(database.db, world);
    const id = order.id;
    await api.gql(
      'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 5) { _id } }',
      { id },
      { token: world.manager.token },
    );
    await api.gql(
      'mutation ($id: String!) { assignOrder(id: $id) { _id } }',
      { id },
      { token: world.rider.token },
    );
    // The send starts before the mutation answers (notify-order-customer.ts), so both are recorded.
    expect(sent).toEqual([
      {
        token,
        message: {
          title: 'Order status: ACCEPTED',
          body: `Order ID ${order.orderId}`,
          orderId: order.orderId,
          url: `/order-detail/${id}`,
        },
      },
      {
        token,
        message: {
          title: 'Order status: ASSIGNED',
          body: `Order ID ${order.orderId}`,
          orderId: order.orderId,
          url: `/order-detail/${id}`,
        },
      },
    ]);
  });

  it('nothing is sent to a customer without a saved token', async () => {
    sent.length = 0;
    const order = await createOrder(database.db, {
      userId: world.otherCustomer.user.id,
      restaurantId: world.restaurant.id,
    });
    await api.gql(
      'mutation ($id: String!) { declineOrder(id: $id) { _id } }',
      { id: order.id },
      { token: world.manager.token },
    );
    expect(sent).toEqual([]);
  });
});

describe('Web Push sender', () => {
  it('posts an encrypted message with VAPID authorisation to the subscription endpoint', async () => {
    received.length = 0;
    const sender = createWebPushSender({
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: 'mailto:ops@example.com',
      log: silentLogger,
      allowHttp: true,
    });
    await sender.send(browserSubscription('/push/device-1'), {
      title: 'Order status: PICKED',
      body: 'Order ID TST-9',
    });
    // send() resolves once the push service has answered, which it does after recording the push.
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push).toMatchObject({ method: 'POST', url: '/push/device-1' });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers['ttl'])).toBeGreaterThan(0);
    // The plain text never travels: the body is ciphertext.
    expect(push!.body.toString('latin1')).not.toContain('Order status');
    const authorization = /^vapid t=([^,]+), k=(.+)$/.exec(push!.headers['authorization'] ?? '');
    expect(authorization?.[2]).toBe(vapid.publicKey);
    expect(decodeJwt(authorization![1]!)).toMatchObject({ aud: endpointBase, sub: 'mailto:ops@example.com' });
  });

  it("an accepted order reaches the customer's browser subscription end to end", async () => {
    received.length = 0;
    const customer = world.otherCustomer;
    const api = await createTestApp({
      db: database.db,
      config: testConfig({ vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey }),
      adapters: {
        push: createWebPushSender({
          publicKey: vapid.publicKey,
          privateKey: vapid.privateKey,
          subject: 'mailto:ops@example.com',
          log: silentLogger,
          allowHttp: true,
        }),
      },
    });
    await api.gql(
      'mutation ($token: String!) { saveNotificationTokenWeb(token: $token) { success } }',
      { token: browserSubscription(`/push/${customer.user.id}`) },
      { token: customer.token },
    );
    const order = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const accepted = await api.gql(
      'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 5) { _id } }',
      { id: order.id },
      { token: world.manager.token },
    );
    expect(accepted.errors).toBeUndefined();
    // The mutation does not wait for the push: wait for it to arrive.
    await pushesReceived(1);
    await api.app.close();
    expect(received.map((push) => push.url)).toEqual([`/push/${customer.user.id}`]);
    expect(received[0]!.headers['authorization']).toMatch(/^vapid t=.+, k=/);
  });

  it('skips tokens that are not subscriptions and endpoints that are not https', async () => {
    received.length = 0;
    const sender = createWebPushSender({
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: 'mailto:ops@example.com',
      log: silentLogger,
    });
    await sender.send('fcm-device-token', { title: 'Order placed', body: 'Order ID TST-1' });
    await sender.send(browserSubscription('/push/insecure'), {
      title: 'Order placed',
      body: 'Order ID TST-1',
    });
    // Each send() resolved without a request (it would have awaited the answer): nothing can arrive.
    expect(received).toEqual([]);
  });

  it('is chosen only when both VAPID keys are configured; the public key is exposed', async () => {
    const withKeys = testConfig({ vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey });
    const withoutKeys = testConfig();
    // The Web Push sender reports why it skipped a token that is no subscription; the no-op is silent.
    const logged: string[] = [];
    const log = {
      ...silentLogger,
      debug: (_data: object | string, message?: string) => void logged.push(message ?? ''),
    };
    const chosen = createMessagingAdapters({ config: withKeys, db: database.db, log }).push;
    await chosen.send('fcm-device-token', { title: 'Order placed', body: 'Order ID TST-2' });
    expect(logged).toEqual(['push skipped: token is not a web push subscription']);
    const noop = createMessagingAdapters({ config: withoutKeys, db: database.db, log }).push;
    received.length = 0;
    await noop.send('fcm-device-token', { title: 'Order placed', body: 'Order ID TST-2' });
    await noop.send(browserSubscription('/push/noop'), { title: 'Order placed', body: 'Order ID TST-2' });
    expect(logged).toHaveLength(1);
    expect(received).toEqual([]);

    for (const [config, expected] of [
      [withKeys, vapid.publicKey],
      [withoutKeys, null],
    ] as const) {
      const api = await createTestApp({ db: database.db, config });
      const result = await api.gql<{ configuration: { webPushPublicKey: string | null } }>(
        '{ configuration { webPushPublicKey } }',
      );
      expect(result.data!.configuration.webPushPublicKey).toBe(expected);
      await api.app.close();
    }
  });
});

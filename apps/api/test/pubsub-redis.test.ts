import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { PubSub } from '../src/adapters/pubsub/pubsub.ts';
import { createRedisPubSub } from '../src/adapters/pubsub/redis-pubsub.ts';

// Runs against a real Redis when REDIS_URL is set (CI's PostgreSQL pass sets it); skipped otherwise.
const redisUrl = process.env.REDIS_URL;
// A unique channel prefix per run, so parallel runs on one Redis never see each other's events.
const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const open: PubSub[] = [];
function pubsub(): PubSub {
  const instance = createRedisPubSub({ url: redisUrl!, channelPrefix: prefix });
  open.push(instance);
  return instance;
}

/** The channels of this run that Redis currently has subscribers for. */
async function activeChannels(): Promise<string[]> {
  const admin = new Redis(redisUrl!);
  try {
    return ((await admin.pubsub('CHANNELS', `${prefix}*`)) as string[])
      .map((c) => c.slice(prefix.length))
      .sort();
  } finally {
    await admin.quit();
  }
}

describe.skipIf(!redisUrl)('Redis pub/sub (REDIS_URL)', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()));
  });

  it('delivers JSON payloads per topic, in order, to every local iterator', async () => {
    const events = pubsub();
    const first = events.subscribe<{ n: number }>('order:1');
    const second = events.subscribe<{ n: number }>('order:1');
    const other = events.subscribe<{ n: number }>('order:2');
    await events.publish('order:1', { n: 1 });
    await events.publish('order:1', { n: 2 });
    await events.publish('order:2', { n: 99 });
    expect(await first.next()).toEqual({ value: { n: 1 }, done: false });
    expect(await first.next()).toEqual({ value: { n: 2 }, done: false });
    expect(await second.next()).toEqual({ value: { n: 1 }, done: false });
    expect(await second.next()).toEqual({ value: { n: 2 }, done: false });
    expect(await other.next()).toEqual({ value: { n: 99 }, done: false });
  });

  it('times each delivery from its publish on another instance, and hands the payload over as sent', async () => {
    const lags: number[] = [];
    const a = pubsub();
    const b = createRedisPubSub({
      url: redisUrl!,
      channelPrefix: prefix,
      onDelivered: (ms) => lags.push(ms),
    });
    open.push(b);
    // What an instance of an earlier version reads: the payload's own keys, and one more it ignores.
    const raw = new Redis(redisUrl!);
    const rawMessage = new Promise<string>((resolve) =>
      raw.once('message', (_channel, m: string) => resolve(m)),
    );
    await raw.subscribe(`${prefix}order:lag`);
    const onB = b.subscribe<{ n: number }>('order:lag');
    await b.ready();
    const before = Date.now();
    await a.publish('order:lag', { n: 1 });
    expect(await onB.next()).toEqual({ value: { n: 1 }, done: false });
    expect(lags).toHaveLength(1);
    expect(lags[0]).toBeGreaterThanOrEqual(0);
    expect(lags[0]).toBeLessThanOrEqual(Date.now() - before);
    const sent = JSON.parse(await rawMessage) as Record<string, unknown>;
    expect(sent).toMatchObject({ n: 1 });
    expect(sent['~sentAt']).toBeGreaterThanOrEqual(before);
    await raw.quit();
  });

  it('carries events between two processes’ instances (publisher on one, subscriber on the other)', async () => {
    const a = pubsub();
    const b = pubsub();
    const onB = b.subscribe<string>('chat:x');
    // B's SUBSCRIBE is acknowledged: from now on it hears A (A cannot wait for B's pending commands).
    await b.ready();
    await a.publish('chat:x', 'hello');
    expect(await onB.next()).toEqual({ value: 'hello', done: false });
  });

  it('subscribes to a channel with the first iterator and unsubscribes with the last', async () => {
    const events = pubsub();
    const one = events.subscribe('topic-a');
    const two = events.subscribe('topic-a');
    const three = events.subscribe('topic-b');
    await events.publish('flush', null); // waits for the SUBSCRIBE acknowledgements
    expect(await activeChannels()).toEqual(['topic-a', 'topic-b']);

    await one.return?.();
    await events.publish('flush', null);
    expect(await activeChannels()).toEqual(['topic-a', 'topic-b']);

    await two.return?.();
    await three.return?.();
    await events.publish('flush', null);
    expect(await activeChannels()).toEqual([]);
    expect(await one.next()).toEqual({ value: undefined, done: true });
  });

  it('ends an iterator on abort, and every iterator and both connections on close', async () => {
    const events = pubsub();
    const controller = new AbortController();
    const aborted = events.subscribe('a', { signal: controller.signal });
    const kept = events.subscribe('b');
    const abortedNext = aborted.next();
    controller.abort();
    expect(await abortedNext).toEqual({ value: undefined, done: true });

    await events.publish('b', 1);
    expect(await kept.next()).toEqual({ value: 1, done: false });
    const waiting = kept.next();
    await events.close();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await activeChannels()).toEqual([]);
    // After close nothing is delivered and publishing is a no-op, not an error.
    await expect(events.publish('b', 2)).resolves.toBeUndefined();
    expect(await events.subscribe('b').next()).toEqual({ value: undefined, done: true });
  });

  it('starts an already aborted subscription ended, without subscribing', async () => {
    const events = pubsub();
    const iterator = events.subscribe('never', { signal: AbortSignal.abort() });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    await events.publish('flush', null);
    expect(await activeChannels()).toEqual([]);
  });
});

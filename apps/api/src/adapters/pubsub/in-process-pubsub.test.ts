import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from './in-process-pubsub.ts';

describe('in-process pubsub', () => {
  it('delivers payloads published after subscribing, per topic, in order', async () => {
    const pubsub = createInProcessPubSub();
    const orders = pubsub.subscribe<number>('order:1');
    await pubsub.publish('order:2', 99);
    await pubsub.publish('order:1', 1);
    await pubsub.publish('order:1', 2);
    expect(await orders.next()).toEqual({ value: 1, done: false });
    expect(await orders.next()).toEqual({ value: 2, done: false });
    await orders.return?.();
    expect(await orders.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a waiting subscriber on abort and on close', async () => {
    const pubsub = createInProcessPubSub();
    const controller = new AbortController();
    const aborted = pubsub.subscribe('a', { signal: controller.signal }).next();
    const closed = pubsub.subscribe('b').next();
    controller.abort();
    await pubsub.close();
    expect(await aborted).toEqual({ value: undefined, done: true });
    expect(await closed).toEqual({ value: undefined, done: true });
  });

  it('is done at once when subscribed with an already aborted signal', async () => {
    const pubsub = createInProcessPubSub();
    const iterator = pubsub.subscribe('a', { signal: AbortSignal.abort() });
    await pubsub.publish('a', 1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});

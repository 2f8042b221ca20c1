import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from './in-process-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { resumedPubSub } from './resumed-pubsub.ts';

const RESYNC = Symbol('resync');

describe('resumedPubSub (a subscription sent again after its socket was lost)', () => {
  it('yields the resync first, once the pub/sub is ready, then the topic as usual', async () => {
    const inner = createInProcessPubSub();
    let ready = () => {};
    const slow: PubSub = { ...inner, ready: () => new Promise<void>((resolve) => (ready = resolve)) };
    const events = resumedPubSub(slow).subscribe<string | typeof RESYNC>('order:1', { resync: RESYNC });
    const first = events.next();
    let settled = false;
    void first.then(() => (settled = true));
    await inner.publish('order:1', 'accepted');
    await Promise.resolve();
    expect(settled).toBe(false);
    ready();
    expect(await first).toEqual({ value: RESYNC, done: false });
    expect(await events.next()).toEqual({ value: 'accepted', done: false });
    await events.return?.();
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });

  it('passes a subscription without a resync payload through unchanged, and publishes as the pub/sub does', async () => {
    const inner = createInProcessPubSub();
    const resumed = resumedPubSub(inner);
    const plain = resumed.subscribe<string>('chat:1');
    await resumed.publish('chat:1', 'hello');
    expect(await plain.next()).toEqual({ value: 'hello', done: false });
    await plain.return?.();
  });

  it('yields nothing once the subscriber has gone', async () => {
    const controller = new AbortController();
    const events = resumedPubSub(createInProcessPubSub()).subscribe('order:2', {
      resync: RESYNC,
      signal: controller.signal,
    });
    controller.abort();
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });
});

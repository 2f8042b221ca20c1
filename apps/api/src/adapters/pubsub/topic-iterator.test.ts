import { describe, expect, it } from 'vitest';
import { createTopicIterator, RESYNC, type Listener } from './topic-iterator.ts';

describe('createTopicIterator', () => {
  it('yields the resync payload as a new object each time, so cached reads happen again', async () => {
    let deliver: Listener = () => {};
    const resync = { orderId: 'order-1', kind: 'RESYNC' };
    const iterator = createTopicIterator<typeof resync>({
      listen: (listener) => {
        deliver = listener;
        return () => {};
      },
      closers: new Set(),
      resync,
    });
    deliver(RESYNC);
    deliver(RESYNC);
    const first = (await iterator.next()).value;
    const second = (await iterator.next()).value;
    expect(first).toEqual(resync);
    expect(second).toEqual(resync);
    expect(first).not.toBe(second);
    await iterator.return?.();
  });

  it('drops RESYNC for a subscriber that asked for none', async () => {
    let deliver: Listener = () => {};
    const iterator = createTopicIterator<string>({
      listen: (listener) => {
        deliver = listener;
        return () => {};
      },
      closers: new Set(),
    });
    deliver(RESYNC);
    deliver('payload');
    expect(await iterator.next()).toEqual({ value: 'payload', done: false });
    await iterator.return?.();
  });
});

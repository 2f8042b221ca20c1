import { describe, expect, it, vi } from 'vitest';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import { createTopicIterator, RESYNC, type Listener } from '../../adapters/pubsub/topic-iterator.ts';
import { mapEventStream } from './event-stream.ts';
import { READ_RETRY_DELAYS_MS, type Wait } from './retry-read.ts';

// A live stream through a database outage and a pub/sub resync (docs/faults.md), on a pub/sub the
// test drives by hand and a clock that only records the pauses asked for.

function handPubSub() {
  let deliver: Listener = () => {};
  const pubsub: PubSub = {
    publish: async () => {},
    subscribe: <T>(_topic: string, options: { signal?: AbortSignal; resync?: T } = {}) =>
      createTopicIterator<T>({
        listen: (listener) => {
          deliver = listener;
          return () => {};
        },
        closers: new Set(),
        signal: options.signal,
        resync: options.resync,
      }),
    ready: async () => {},
    close: async () => {},
  };
  return { pubsub, deliver: (payload: unknown) => deliver(payload) };
}

const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database whose reads fail while `down` is true; `state` is what a read returns. */
function flakyDatabase() {
  const db = { down: false, state: 'PENDING', reads: 0 };
  const read = async () => {
    db.reads++;
    if (db.down) throw unreachable();
    return db.state;
  };
  return { db, read };
}

describe('mapEventStream', () => {
  it('reads the current state once the database answers again, instead of ending', async () => {
    const { pubsub, deliver } = handPubSub();
    const { db, read } = flakyDatabase();
    const pauses: number[] = [];
    // The database comes back during the third pause.
    const wait: Wait = async (ms) => {
      pauses.push(ms);
      if (pauses.length === 3) db.state = 'ACCEPTED';
      if (pauses.length === 3) db.down = false;
    };
    const stream = mapEventStream<string, string>({
      pubsub,
      topic: 'order:1',
      map: async (event) => `${event}:${await read()}`,
      current: async () => [`current:${await read()}`],
      wait,
    });
    db.down = true;
    deliver('changed');
    expect(await stream.next()).toEqual({ value: 'current:ACCEPTED', done: false });
    expect(pauses).toEqual(READ_RETRY_DELAYS_MS.slice(0, 3));

    deliver('changed');
    expect(await stream.next()).toEqual({ value: 'changed:ACCEPTED', done: false });
    await stream.return?.();
  });

  it('gives up with the connection error after the last pause (the client subscribes again)', async () => {
    const { pubsub, deliver } = handPubSub();
    const { db, read } = flakyDatabase();
    let pauses = 0;
    const stream = mapEventStream<string, string>({
      pubsub,
      topic: 'order:1',
      map: async () => read(),
      current: async () => [await read()],
      wait: async () => void pauses++,
    });
    db.down = true;
    deliver('changed');
    await expect(stream.next()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(pauses).toBe(READ_RETRY_DELAYS_MS.length);
    expect(db.reads).toBe(READ_RETRY_DELAYS_MS.length + 1);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('answers a pub/sub resync with every value of the current state', async () => {
    const { pubsub, deliver } = handPubSub();
    const stream = mapEventStream<string, string>({
      pubsub,
      topic: 'board',
      map: async (event) => event,
      current: async () => ['order 1', 'order 2'],
    });
    deliver(RESYNC);
    expect([await stream.next(), await stream.next()].map((result) => result.value)).toEqual([
      'order 1',
      'order 2',
    ]);
    await stream.return?.();
  });

  it('stops waiting for the database when the client unsubscribes', async () => {
    const { pubsub, deliver } = handPubSub();
    const { db, read } = flakyDatabase();
    let release = () => {};
    const stream = mapEventStream<string, string>({
      pubsub,
      topic: 'order:1',
      map: async () => read(),
      current: async () => [await read()],
      wait: (_ms, signal) =>
        new Promise((resolve) => {
          release = resolve;
          if (signal.aborted) resolve();
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
    });
    db.down = true;
    deliver('changed');
    const pending = stream.next();
    await vi.waitFor(() => expect(db.reads).toBe(1));
    await stream.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    release();
  });
});

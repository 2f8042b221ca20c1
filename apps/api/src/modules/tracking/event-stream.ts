import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import { isConnectionFailure } from '../../lib/db-errors.ts';
import { readWhileUnreachable, type Wait } from './retry-read.ts';

/** Returned by a mapper to end the stream (e.g. the viewer may no longer see it). */
export const END_STREAM = Symbol('end-stream');

// The pub/sub's resync payload of a stream that can read its current state (PubSub's SubscribeOptions).
const RESYNC_EVENT = Symbol('stream-resync');

export type EventStreamOptions<E, R> = {
  pubsub: PubSub;
  topic: string;
  /** What the client receives for one event (undefined: skip it; END_STREAM: stop). */
  map: (event: E) => Promise<R | undefined | typeof END_STREAM>;
  /**
   * What the subscriber should hold now, read from the database. Yielded when events may have been
   * lost (the pub/sub came back after an outage) and in place of an event whose read failed because
   * the database was away, once it answers again (docs/faults.md). Without it a lost event is lost,
   * and a failed read is tried again for that event alone.
   */
  current?: () => Promise<readonly R[] | typeof END_STREAM>;
  /** The pause between reads while the database is away (retry-read.ts; tests move their own clock). */
  wait?: Wait;
};

/**
 * A subscription's stream: each event on `topic` mapped to what the client receives. return() — the
 * client unsubscribed or disconnected — aborts the pub/sub subscription at once, even while waiting
 * for the next event or for the database (an async generator could not: its return() waits behind
 * the pending next()). A read that fails because the database is unreachable does not end it.
 */
export function mapEventStream<E, R>({
  pubsub,
  topic,
  map,
  current,
  wait,
}: EventStreamOptions<E, R>): AsyncIterableIterator<R> {
  const controller = new AbortController();
  const { signal } = controller;
  const source = pubsub.subscribe<E | typeof RESYNC_EVENT>(topic, {
    signal,
    resync: current ? RESYNC_EVENT : undefined,
  });
  const ready: R[] = [];
  const finish = async (): Promise<IteratorResult<R>> => {
    controller.abort();
    ready.length = 0;
    await source.return?.();
    return { value: undefined, done: true };
  };
  const mapOne = async (event: E): Promise<readonly R[] | typeof END_STREAM> => {
    const value = await map(event);
    return value === END_STREAM ? END_STREAM : value === undefined ? [] : [value];
  };
  const read = async (event: E | typeof RESYNC_EVENT) => {
    if (event === RESYNC_EVENT) return readWhileUnreachable(current!, { signal, wait });
    try {
      return await mapOne(event);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      return readWhileUnreachable(current ?? (() => mapOne(event)), { signal, wait, failedOnce: true });
    }
  };
  return {
    async next(): Promise<IteratorResult<R>> {
      while (!signal.aborted) {
        if (ready.length > 0) return { value: ready.shift()!, done: false };
        const event = await source.next();
        if (event.done) return finish();
        let values: readonly R[] | typeof END_STREAM;
        try {
          values = await read(event.value);
        } catch (error) {
          if (signal.aborted) break;
          await finish();
          throw error;
        }
        if (values === END_STREAM) return finish();
        ready.push(...values);
      }
      return { value: undefined, done: true };
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * `stream` preceded by the values `current` reads, read once `stream` is live (pubsub.ready()): a
 * change committed before the read is in those values, and one committed after it publishes an event
 * the stream receives. A read that fails because the database is away is tried again for a while;
 * any other failure ends `stream` and fails the subscribe.
 */
export async function startWithCurrent<R>(
  pubsub: PubSub,
  stream: AsyncIterableIterator<R>,
  current: () => Promise<readonly R[]>,
  { wait }: { wait?: Wait } = {},
): Promise<AsyncIterableIterator<R>> {
  let first: R[];
  try {
    await pubsub.ready();
    first = [...(await readWhileUnreachable(current, { signal: new AbortController().signal, wait }))];
  } catch (error) {
    await stream.return?.();
    throw error;
  }
  const iterator: AsyncIterableIterator<R> = {
    next: () => (first.length > 0 ? Promise.resolve({ value: first.shift()!, done: false }) : stream.next()),
    return: () => {
      first = [];
      return stream.return ? stream.return() : Promise.resolve({ value: undefined, done: true });
    },
    throw: (error: unknown) => {
      first = [];
      return stream.throw ? stream.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

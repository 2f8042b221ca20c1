import type { PubSub } from '../../adapters/pubsub/pubsub.ts';

/**
 * A subscription's stream: each event on `topic` mapped to what the client receives (undefined:
 * skip it; `end`: stop). return() — the client unsubscribed or disconnected — aborts the pub/sub
 * subscription at once, even while waiting for the next event (an async generator could not: its
 * return() waits behind the pending next()).
 */
export function mapEventStream<E, R>(
  pubsub: PubSub,
  topic: string,
  map: (event: E) => Promise<R | undefined | typeof END_STREAM>,
  /** An event to map when events may have been lost (PubSub's SubscribeOptions.resync). */
  resync?: E,
): AsyncIterableIterator<R> {
  const controller = new AbortController();
  const source = pubsub.subscribe<E>(topic, { signal: controller.signal, resync });
  const finish = async (): Promise<IteratorResult<R>> => {
    controller.abort();
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next(): Promise<IteratorResult<R>> {
      while (!controller.signal.aborted) {
        const event = await source.next();
        if (event.done) return finish();
        const value = await map(event.value);
        if (value === END_STREAM) return finish();
        if (value !== undefined) return { value, done: false };
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
 * the stream receives. A failed read ends `stream` and fails the subscribe.
 */
export async function startWithCurrent<R>(
  pubsub: PubSub,
  stream: AsyncIterableIterator<R>,
  current: () => Promise<R[]>,
): Promise<AsyncIterableIterator<R>> {
  let first: R[];
  try {
    await pubsub.ready();
    first = await current();
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

/** Returned by a mapper to end the stream (e.g. the viewer may no longer see it). */
export const END_STREAM = Symbol('end-stream');

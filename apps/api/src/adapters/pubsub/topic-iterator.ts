// One subscriber's side of a topic, shared by the in-process and Redis pub/subs: they differ only in
// how a listener is attached to a topic, not in how payloads queue up for the consumer.

export type Listener = (payload: unknown) => void;

/** Handed to every listener when payloads may have been lost (redis-pubsub.ts, docs/faults.md). */
export const RESYNC = Symbol('pubsub-resync');

export type TopicIteratorOptions = {
  /** Starts delivering the topic's payloads to `listener`; returns what stops it. */
  listen: (listener: Listener) => () => void;
  /** The owner's finishers of live iterators, so that its close() can end them all. */
  closers: Set<() => void>;
  signal?: AbortSignal;
  /** The owner is already closed: the iterator is done at once and never listens. */
  closed?: boolean;
  /** What the iterator yields for RESYNC (SubscribeOptions.resync); RESYNC is dropped without it. */
  resync?: unknown;
};

/**
 * Payloads published while nobody awaits next() are buffered, so none is lost between two next()
 * calls. Abort, return() or the owner's close() end it: a pending next() resolves done and the
 * listener is detached.
 */
export function createTopicIterator<T>({
  listen,
  closers,
  signal,
  closed = false,
  resync,
}: TopicIteratorOptions): AsyncIterableIterator<T> {
  const buffered: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  // An already aborted signal never fires 'abort' again, so it has to be checked here.
  let done = closed || signal?.aborted === true;
  let stopListening = () => {};

  const listener: Listener = (received) => {
    if (received === RESYNC && resync === undefined) return;
    // A fresh object per resync: readers cache by the payload object (shared-order-view.ts), and a
    // second resync must read again rather than get the first one's answer.
    const payload = received === RESYNC ? freshCopy(resync) : received;
    if (waiting) {
      waiting({ value: payload as T, done: false });
      waiting = undefined;
    } else {
      buffered.push(payload as T);
    }
  };
  const finish = () => {
    if (done) return;
    done = true;
    stopListening();
    closers.delete(finish);
    signal?.removeEventListener('abort', finish);
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
  };

  if (!done) {
    stopListening = listen(listener);
    closers.add(finish);
    signal?.addEventListener('abort', finish, { once: true });
  }

  return {
    next() {
      if (buffered.length > 0) return Promise.resolve({ value: buffered.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function freshCopy(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? { ...value } : value;
}

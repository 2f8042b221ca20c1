// One subscriber's side of a topic, shared by the in-process and Redis pub/subs: they differ only in
// how a listener is attached to a topic, not in how payloads queue up for the consumer.

/** `sentAt`: when the payload was published (ms since the epoch), if the transport carried it. */
export type Listener = (payload: unknown, sentAt?: number) => void;

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
  /** Told, for each published payload handed to the consumer, how long ago it was published. */
  onDelivered?: (lagMs: number) => void;
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
  onDelivered,
}: TopicIteratorOptions): AsyncIterableIterator<T> {
  // `sentAt` is kept for published payloads only (a resync is made here, not published).
  const buffered: { payload: T; sentAt?: number }[] = [];
  const handOver = (payload: T, sentAt: number | undefined): IteratorResult<T> => {
    if (sentAt !== undefined) onDelivered?.(Math.max(0, Date.now() - sentAt));
    return { value: payload, done: false };
  };
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  // An already aborted signal never fires 'abort' again, so it has to be checked here.
  let done = closed || signal?.aborted === true;
  let stopListening = () => {};

  const listener: Listener = (received, sent) => {
    if (received === RESYNC && resync === undefined) return;
    // A fresh object per resync: readers cache by the payload object (shared-order-view.ts), and a
    // second resync must read again rather than get the first one's answer.
    const payload = (received === RESYNC ? freshCopy(resync) : received) as T;
    const sentAt = received === RESYNC || !onDelivered ? undefined : (sent ?? Date.now());
    if (waiting) {
      waiting(handOver(payload, sentAt));
      waiting = undefined;
    } else {
      buffered.push({ payload, sentAt });
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
      const next = buffered.shift();
      if (next) return Promise.resolve(handOver(next.payload, next.sentAt));
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

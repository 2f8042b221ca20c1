import type { PubSub } from './pubsub.ts';

type Listener = (payload: unknown) => void;

/** One process only: enough for the embedded default and tests (DESIGN.md "Shape of the system"). */
export function createInProcessPubSub(): PubSub {
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();

  function subscribe<T>(topic: string, options: { signal?: AbortSignal } = {}): AsyncIterableIterator<T> {
    const buffered: T[] = [];
    let waiting: ((result: IteratorResult<T>) => void) | undefined;
    let done = false;

    const listener: Listener = (payload) => {
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
      listeners.get(topic)?.delete(listener);
      closers.delete(finish);
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
    };

    if (!listeners.has(topic)) listeners.set(topic, new Set());
    listeners.get(topic)!.add(listener);
    closers.add(finish);
    options.signal?.addEventListener('abort', finish, { once: true });

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

  return {
    async publish(topic, payload) {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    },
    subscribe,
    async close() {
      for (const finish of [...closers]) finish();
    },
  };
}

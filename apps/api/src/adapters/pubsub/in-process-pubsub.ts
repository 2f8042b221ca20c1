import type { PubSub, SubscribeOptions } from './pubsub.ts';
import { createTopicIterator, type Listener } from './topic-iterator.ts';

/** One process only: enough for the embedded default and tests (docs/architecture.md#the-shape). */
export function createInProcessPubSub(): PubSub {
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();

  function subscribe<T>(topic: string, options: SubscribeOptions<T> = {}): AsyncIterableIterator<T> {
    return createTopicIterator<T>({
      listen: (listener) => {
        if (!listeners.has(topic)) listeners.set(topic, new Set());
        listeners.get(topic)!.add(listener);
        return () => listeners.get(topic)?.delete(listener);
      },
      closers,
      signal: options.signal,
    });
  }

  return {
    async publish(topic, payload) {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    },
    subscribe,
    // A listener is attached when subscribe() returns: nothing to wait for.
    async ready() {},
    async close() {
      for (const finish of [...closers]) finish();
    },
  };
}

import type { PubSub, SubscribeOptions } from './pubsub.ts';
import { createTopicIterator, type Listener } from './topic-iterator.ts';

/**
 * One process only: enough for the embedded default and tests (docs/architecture.md#the-shape).
 * `onDelivered`: how long each payload waited between its publish and its subscriber taking it.
 */
export function createInProcessPubSub({
  onDelivered,
}: { onDelivered?: (lagMs: number) => void } = {}): PubSub {
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
      onDelivered,
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

import type { PubSub, SubscribeOptions } from './pubsub.ts';

/**
 * The pub/sub as a subscription that resumes sees it. A client whose socket was lost (the instance it
 * was on restarted, docs/operations.md "Restarts and shutdown") missed what was published meanwhile,
 * as every subscriber does after a Redis outage (docs/faults.md). So, as after an outage, each stream
 * that can read its current state gets a resync: every subscribe() with a `resync` payload yields it
 * first, once the subscription is live (ready()), so no change falls between that read and the first
 * event. Everything else is `pubsub`'s own.
 */
export function resumedPubSub(pubsub: PubSub): PubSub {
  return {
    publish: (topic, payload) => pubsub.publish(topic, payload),
    ready: () => pubsub.ready(),
    close: () => pubsub.close(),
    subscribe<T>(topic: string, options: SubscribeOptions<T> = {}): AsyncIterableIterator<T> {
      const source = pubsub.subscribe<T>(topic, options);
      const { resync, signal } = options;
      if (resync === undefined) return source;
      let resyncFirst = true;
      let stopped = false;
      const iterator: AsyncIterableIterator<T> = {
        async next() {
          if (resyncFirst) {
            resyncFirst = false;
            await pubsub.ready();
            if (!signal?.aborted && !stopped) return { value: resync, done: false };
          }
          return source.next();
        },
        return() {
          stopped = true;
          return source.return?.() ?? Promise.resolve({ value: undefined, done: true });
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
  };
}

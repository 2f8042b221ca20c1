import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { PubSub } from './pubsub.ts';
import { createTopicIterator, type Listener } from './topic-iterator.ts';

export type RedisPubSubOptions = {
  url: string;
  /** Prepended to every topic to form the Redis channel (tests use a unique one per run). */
  channelPrefix?: string;
  log?: Pick<Logger, 'error'>;
};

/**
 * REDIS_URL: topics become Redis channels, so an event published by any API instance reaches the
 * subscribers of every instance (DESIGN.md "Shape of the system"). Each process holds one publisher and
 * one subscriber connection; the subscriber SUBSCRIBEs to a topic while at least one local iterator
 * wants it and fans each message out locally.
 */
export function createRedisPubSub({ url, channelPrefix = 'food:', log }: RedisPubSubOptions): PubSub {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();
  // SUBSCRIBE/UNSUBSCRIBE commands not yet acknowledged. A publish from this process waits for them, so
  // "every payload published after the call" holds for this process despite the two connections.
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  const channelOf = (topic: string) => channelPrefix + topic;
  const track = (command: Promise<unknown>) => {
    const settled = command.catch((error: unknown) =>
      log?.error({ err: error }, 'Redis pub/sub command failed'),
    );
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const targets = listeners.get(channel.slice(channelPrefix.length));
    if (!targets?.size) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      log?.error({ channel }, 'Redis pub/sub: ignored a message that is not JSON');
      return;
    }
    for (const listener of targets) listener(payload);
  });
  // ioredis reconnects and re-subscribes by itself; errors are only reported.
  publisher.on('error', (error: unknown) => log?.error({ err: error }, 'Redis publisher error'));
  subscriber.on('error', (error: unknown) => log?.error({ err: error }, 'Redis subscriber error'));

  function addListener(topic: string, listener: Listener) {
    let set = listeners.get(topic);
    if (!set) {
      set = new Set();
      listeners.set(topic, set);
      track(subscriber.subscribe(channelOf(topic)));
    }
    set.add(listener);
  }

  function removeListener(topic: string, listener: Listener) {
    const set = listeners.get(topic);
    if (!set?.delete(listener) || set.size > 0) return;
    listeners.delete(topic);
    if (!closed) track(subscriber.unsubscribe(channelOf(topic)));
  }

  function subscribe<T>(topic: string, options: { signal?: AbortSignal } = {}): AsyncIterableIterator<T> {
    return createTopicIterator<T>({
      listen: (listener) => {
        addListener(topic, listener);
        return () => removeListener(topic, listener);
      },
      closers,
      signal: options.signal,
      closed,
    });
  }

  return {
    async publish(topic, payload) {
      if (closed) return;
      if (pending.size > 0) await Promise.all(pending);
      try {
        await publisher.publish(channelOf(topic), JSON.stringify(payload));
      } catch (error) {
        // Callers publish after their transaction committed; a lost event must not fail the request
        // (subscribers read the current state whenever they next hear about the order).
        log?.error({ err: error, topic }, 'Redis publish failed');
      }
    },
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      for (const finish of [...closers]) finish();
      await Promise.all(pending);
      await Promise.all(
        [publisher, subscriber].map(async (connection) => {
          if (connection.status === 'end' || connection.status === 'wait') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
}

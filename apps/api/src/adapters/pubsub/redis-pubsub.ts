import type { Logger } from '../logger.ts';
import { createFailFastRedis, loadIoredis } from '../redis-connection.ts';
import type { PubSub, SubscribeOptions } from './pubsub.ts';
import { createTopicIterator, RESYNC, type Listener } from './topic-iterator.ts';

export type RedisPubSubOptions = {
  url: string;
  /** Prepended to every topic to form the Redis channel (tests use a unique one per run). */
  channelPrefix?: string;
  log?: Pick<Logger, 'error' | 'warn'>;
  /** How long each payload took from its publish on any instance to a subscriber here taking it. */
  onDelivered?: (lagMs: number) => void;
};

// The publishing instance's clock, added to an object payload and taken off on arrival. An extra key
// rather than an envelope, so that an instance of an earlier version (a rolling restart) still reads
// the payload and ignores the key. Across machines the lag includes their clocks' difference.
const SENT_AT = '~sentAt';

function stamped(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? { ...payload, [SENT_AT]: Date.now() }
    : payload;
}

/** The payload without its stamp (the object is this process's own, parsed once for all listeners). */
function unstamped(payload: unknown): { payload: unknown; sentAt?: number } {
  if (typeof payload !== 'object' || payload === null || !(SENT_AT in payload)) return { payload };
  const record = payload as Record<string, unknown>;
  const sentAt = record[SENT_AT];
  delete record[SENT_AT];
  return { payload, sentAt: typeof sentAt === 'number' ? sentAt : undefined };
}

// How long a publish waits for this process's SUBSCRIBE commands to be acknowledged (below).
const PENDING_WAIT_MS = 2000;

/**
 * REDIS_URL: topics become Redis channels, so an event published by any API instance reaches the
 * subscribers of every instance (docs/architecture.md#the-shape). Each process holds one publisher and
 * one subscriber connection; the subscriber SUBSCRIBEs to a topic while at least one local iterator
 * wants it and fans each message out locally.
 *
 * Redis keeps no message for a subscriber that is away, so a short outage loses events
 * (docs/faults.md). Ordering goes on (a failed publish is logged, never thrown), and every local
 * iterator is handed RESYNC (its `resync` payload: an order subscription reads the order again) when
 * the subscriber connection is back and subscribed, and when any instance's publisher is back after
 * a publish it could not send (announced to every instance on a resync channel).
 */
export function createRedisPubSub({
  url,
  channelPrefix = 'food:',
  log,
  onDelivered,
}: RedisPubSubOptions): PubSub {
  // While Redis is away a publish fails at once instead of holding the mutation that made it; the gap
  // is covered by the resync.
  const publisher = createFailFastRedis(url);
  const subscriber = new (loadIoredis().Redis)(url, { lazyConnect: true });
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();
  // SUBSCRIBE/UNSUBSCRIBE commands not yet acknowledged. A publish from this process waits for them
  // (at most PENDING_WAIT_MS, and not during an outage), so "every payload published after the call"
  // holds for this process despite the two connections.
  const pending = new Set<Promise<unknown>>();
  // Outside the prefix, so a run's `PUBSUB CHANNELS prefix*` lists only its topics.
  const resyncChannel = `resync:${channelPrefix}`;
  let closed = false;
  let publishFailed = false;
  let subscriberWasReady = false;

  const channelOf = (topic: string) => channelPrefix + topic;
  const track = (command: Promise<unknown>) => {
    const settled = command.catch((error: unknown) =>
      log?.error({ err: error }, 'Redis pub/sub command failed'),
    );
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
    return settled;
  };

  const resyncAll = () => {
    for (const targets of listeners.values()) for (const listener of [...targets]) listener(RESYNC);
  };

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === resyncChannel) return resyncAll();
    if (!channel.startsWith(channelPrefix)) return;
    const targets = listeners.get(channel.slice(channelPrefix.length));
    if (!targets?.size) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      log?.error({ channel }, 'Redis pub/sub: ignored a message that is not JSON');
      return;
    }
    const { payload, sentAt } = unstamped(parsed);
    for (const listener of targets) listener(payload, sentAt);
  });
  // Back after an outage: make sure every wanted channel is subscribed again (ioredis re-subscribes
  // too; a second SUBSCRIBE is harmless and its answer says the channels are live), then resync.
  subscriber.on('ready', () => {
    if (!subscriberWasReady) return void (subscriberWasReady = true);
    const channels = [resyncChannel, ...[...listeners.keys()].map(channelOf)];
    void track(subscriber.subscribe(...channels)).then(() => {
      if (closed) return;
      log?.warn({ topics: listeners.size }, 'Redis subscriber reconnected; resynchronising subscribers');
      resyncAll();
    });
  });
  publisher.on('ready', () => {
    if (!publishFailed || closed) return;
    publishFailed = false;
    publisher.publish(resyncChannel, '1').catch(() => (publishFailed = true));
  });
  publisher.on('error', (error: unknown) => log?.error({ err: error }, 'Redis publisher error'));
  subscriber.on('error', (error: unknown) => log?.error({ err: error }, 'Redis subscriber error'));
  track(subscriber.subscribe(resyncChannel));

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

  function subscribe<T>(topic: string, options: SubscribeOptions<T> = {}): AsyncIterableIterator<T> {
    return createTopicIterator<T>({
      listen: (listener) => {
        addListener(topic, listener);
        return () => removeListener(topic, listener);
      },
      closers,
      signal: options.signal,
      closed,
      resync: options.resync,
      onDelivered,
    });
  }

  async function awaitPending() {
    // During an outage the commands wait for the reconnection, which resubscribes and resyncs anyway.
    if (pending.size === 0 || (subscriberWasReady && subscriber.status !== 'ready')) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending),
      new Promise((resolve) => (timer = setTimeout(resolve, PENDING_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  return {
    async publish(topic, payload) {
      if (closed) return;
      await awaitPending();
      try {
        await publisher.publish(channelOf(topic), JSON.stringify(stamped(payload)));
      } catch (error) {
        // Callers publish after their transaction committed; a lost event must not fail the request.
        // Subscribers are resynchronised once the publisher is back (above).
        publishFailed = true;
        log?.error({ err: error, topic }, 'Redis publish failed');
      }
    },
    subscribe,
    ready: awaitPending,
    async close() {
      if (closed) return;
      closed = true;
      for (const finish of [...closers]) finish();
      await awaitPending();
      await Promise.all(
        [publisher, subscriber].map(async (connection) => {
          if (connection.status === 'end' || connection.status === 'wait') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
}

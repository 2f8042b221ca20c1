/**
 * Topic-based publish/subscribe for subscriptions (order status, rider location, chat). The API keeps
 * no state another instance needs (docs/architecture.md#the-shape), so with REDIS_URL a Redis implementation
 * replaces the in-process one behind this same interface.
 */
export interface PubSub {
  /** Never fails: a payload that cannot be sent is logged (subscribers are resynchronised later). */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Yields every payload published to `topic` after the call, until `signal` aborts or return(). */
  subscribe<T = unknown>(topic: string, options?: SubscribeOptions<T>): AsyncIterableIterator<T>;
  /**
   * Resolves once every subscribe() made so far also hears what other instances publish (Redis: its
   * SUBSCRIBE is acknowledged). A subscription that starts with the current state reads it after this,
   * so no change falls between that read and the first event.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type SubscribeOptions<T> = {
  signal?: AbortSignal;
  /**
   * Yielded when payloads may have been lost: the Redis connection came back after an outage, or a
   * publish failed somewhere (docs/faults.md). A subscriber that can read the current state (an
   * order) passes a payload that makes it do so; without it a gap is not reported.
   */
  resync?: T;
};

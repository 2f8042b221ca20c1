/**
 * Topic-based publish/subscribe for subscriptions (order status, rider location, chat). The API keeps
 * no state another instance needs (DESIGN.md), so with REDIS_URL a Redis implementation replaces the
 * in-process one behind this same interface.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Yields every payload published to `topic` after the call, until `signal` aborts or return(). */
  subscribe<T = unknown>(topic: string, options?: { signal?: AbortSignal }): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

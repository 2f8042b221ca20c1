import type * as Ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lib/lazy-require.ts';

/** ioredis, loaded when a configuration with REDIS_URL first connects. */
export const loadIoredis = lazyRequire<typeof Ioredis>('ioredis');

/**
 * A Redis connection whose commands fail at once while Redis is away, instead of waiting in the
 * offline queue for a reconnection (a mutation must not hang on its event or its rate-limit counter;
 * docs/faults.md). Until the first connection is up, commands do queue, so the first ones after start
 * are not lost to a connection still being opened.
 */
export function createFailFastRedis(url: string): Redis {
  const redis = new (loadIoredis().Redis)(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return redis;
}

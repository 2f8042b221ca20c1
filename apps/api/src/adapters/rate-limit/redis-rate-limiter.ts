import type { Logger } from '../logger.ts';
import { createFailFastRedis } from '../redis-connection.ts';
import type { RateLimiter } from './rate-limiter.ts';

// INCR, and EXPIRE on the first hit of a window, in one script so a crash between them cannot leave a
// counter without expiry. Returns the count and the seconds left. Uses Redis's clock, not the request's.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// DECR only a live counter above 0, so a refund never creates a key without expiry.
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/**
 * REDIS_URL: counters in Redis (INCR + EXPIRE), shared by every instance. While Redis is away a hit
 * fails at once (no offline queue) and the guarded operation answers the retryable
 * SERVICE_UNAVAILABLE: a limit that cannot be counted is not waived (docs/faults.md).
 */
export function createRedisRateLimiter({
  url,
  log,
}: {
  url: string;
  log?: Pick<Logger, 'error'>;
}): RateLimiter {
  const redis = createFailFastRedis(url);
  // Without a listener ioredis prints every reconnection failure to stderr.
  redis.on('error', (error: unknown) => log?.error({ err: error }, 'Redis rate limiter error'));
  return {
    async hit({ key, rule }) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `rate-limit:${key}`, rule.windowSeconds)) as [
        number,
        number,
      ];
      return { allowed: count <= rule.limit, retryAfter: Math.min(rule.windowSeconds, Math.max(1, ttl)) };
    },
    async refund({ key }) {
      await redis.eval(REFUND_SCRIPT, 1, `rate-limit:${key}`);
    },
    close: async () => {
      if (redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    },
  };
}

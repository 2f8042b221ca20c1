import { createHash } from 'node:crypto';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter.ts';
import type { Config, RateLimits } from '../config.ts';
import { rateLimited } from '../errors.ts';

/** One counter to bump: a rule from config and what it counts (an e-mail, a phone, an IP address). */
export type RateLimitCheck = { rule: keyof RateLimits; subject: string };

// Keys are hashed so the rate_limits table (or Redis) holds no e-mail addresses or phone numbers.
function keyOf({ rule, subject }: RateLimitCheck): string {
  return `${rule}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;
}

/**
 * Counts one hit on every check; throws RATE_LIMITED "Too many attempts. Try again in N s." (with
 * extensions.retryAfter, the longest wait) when any of them is over its limit (DESIGN.md security).
 */
export async function enforceRateLimits({
  rateLimiter,
  config,
  now,
  checks,
}: {
  rateLimiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  now: Date;
  checks: RateLimitCheck[];
}): Promise<void> {
  const hits = await Promise.all(
    checks.map((check) => rateLimiter.hit({ key: keyOf(check), rule: config.rateLimits[check.rule], now })),
  );
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) throw rateLimited(Math.max(...refused.map((hit) => hit.retryAfter)));
}

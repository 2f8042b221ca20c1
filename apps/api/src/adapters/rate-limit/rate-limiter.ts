import type { RateLimitRule } from '../../config.ts';

export type RateLimitHit = {
  /** False once this hit is over the rule's limit for the current window. */
  allowed: boolean;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfter: number;
};

/**
 * Fixed-window counters shared by every API instance (docs/architecture.md#the-shape: no state another
 * instance needs): the rate_limits table by default, Redis when REDIS_URL is set. Every hit counts, allowed
 * or not, until it is refunded.
 */
export interface RateLimiter {
  hit(options: { key: string; rule: RateLimitRule; now: Date }): Promise<RateLimitHit>;
  /**
   * Takes back one hit of the current window (never below 0): an attempt counted before its outcome
   * was known that turned out not to be one the rule counts (a correct sign-in, docs/security.md).
   */
  refund(options: { key: string; rule: RateLimitRule; now: Date }): Promise<void>;
  close(): Promise<void>;
}

/** Seconds left in a window that started at `windowStart`, never 0 (the client shows "N s"). */
export function secondsLeft({
  windowStart,
  rule,
  now,
}: {
  windowStart: Date;
  rule: RateLimitRule;
  now: Date;
}): number {
  const endsAt = windowStart.getTime() + rule.windowSeconds * 1000;
  return Math.min(rule.windowSeconds, Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
}

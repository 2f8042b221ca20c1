import { createHash } from 'node:crypto';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter.ts';
import type { Config, RateLimitRule, RateLimits } from '../config.ts';
import { rateLimited } from '../errors.ts';

/**
 * One counter to bump: a rule from config and what it counts (an e-mail, a phone, an IP address),
 * optionally scaled (`limit` and `window` multiply the rule's).
 */
export type RateLimitCheck = {
  rule: keyof RateLimits;
  subject: string;
  scale?: { limit: number; window: number };
};

// Keys are hashed so the rate_limits table (or Redis) holds no e-mail addresses or phone numbers.
function keyOf({ rule, subject, scale }: RateLimitCheck): string {
  const tier = scale ? `x${scale.window}` : '';
  return `${rule}${tier}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;
}

function ruleOf(config: Pick<Config, 'rateLimits'>, { rule, scale }: RateLimitCheck): RateLimitRule {
  const base = config.rateLimits[rule];
  if (!scale) return base;
  return { limit: base.limit * scale.limit, windowSeconds: base.windowSeconds * scale.window };
}

// The rule itself, then twice its hits over 15 times its window, then four times over 60 times: with
// login's 5 a minute, a client that keeps guessing waits up to a minute, then up to 15 minutes, then
// up to an hour (docs/security.md "Login throttling").
const ESCALATION = [
  { limit: 1, window: 1 },
  { limit: 2, window: 15 },
  { limit: 4, window: 60 },
];

/** The checks of a delay that grows while `subject` keeps hitting `rule`. */
export function escalating(rule: keyof RateLimits, subject: string): RateLimitCheck[] {
  return ESCALATION.map((scale) => ({ rule, subject, scale }));
}

/** What enforcing or refunding the limits of one attempt needs. */
type RateLimitOptions = {
  rateLimiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  now: Date;
  checks: RateLimitCheck[];
};

/**
 * Counts one hit on every check; throws RATE_LIMITED "Too many attempts. Try again in N s." (with
 * extensions.retryAfter, the longest wait) when any of them is over its limit
 * (docs/product/changes-from-upstream.md#rate-limits).
 */
export async function enforceRateLimits({
  rateLimiter,
  config,
  now,
  checks,
}: RateLimitOptions): Promise<void> {
  const hits = await Promise.all(
    checks.map((check) => rateLimiter.hit({ key: keyOf(check), rule: ruleOf(config, check), now })),
  );
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) throw rateLimited(Math.max(...refused.map((hit) => hit.retryAfter)));
}

/**
 * Takes back the hit `enforceRateLimits` counted on every check: for limits on failures only, counted
 * before the outcome is known (so parallel guesses cannot all slip past the check) and refunded when
 * the attempt succeeds (docs/security.md "Login throttling").
 */
export async function refundRateLimits({
  rateLimiter,
  config,
  now,
  checks,
}: RateLimitOptions): Promise<void> {
  await Promise.all(
    checks.map((check) => rateLimiter.refund({ key: keyOf(check), rule: ruleOf(config, check), now })),
  );
}

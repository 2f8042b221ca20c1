import { isIP } from 'node:net';
import { z } from 'zod';

// How each kind of environment value is read and checked; config.ts puts them together into a Config.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Seconds in "3600", "30m", "12h", "7d"; 0 when unreadable. */
export function parseTtl(ttl: string): number {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(ttl.trim());
  return match ? Number(match[1]) * TTL_UNITS[(match[2] || 's').toLowerCase()]! : 0;
}

export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

export const optionalText = z.string().trim().min(1).optional();

export const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\//, 'expected an http(s) URL');

/** A fixed window: at most `limit` hits per `windowSeconds` (login, code sending/checking, lookups). */
export type RateLimitRule = { limit: number; windowSeconds: number };

// Login, code sending and code checking are limited per account and per IP
// (docs/product/changes-from-upstream.md#rate-limits).
// The per-code limits (5 wrong tries, 30 s resend) are rules of the codes themselves, not these.
export const DEFAULT_RATE_LIMITS = {
  // Password guesses per account from one address; the delay grows (lib/rate-limits.ts escalating).
  loginPerAccountIp: { limit: 5, windowSeconds: 60 },
  // A looser ceiling per account across addresses (a password reset starts it afresh).
  loginPerAccount: { limit: 100, windowSeconds: 60 * 60 },
  loginPerIp: { limit: 20, windowSeconds: 60 },
  codeSendPerTarget: { limit: 6, windowSeconds: 15 * 60 },
  codeSendPerIp: { limit: 30, windowSeconds: 15 * 60 },
  codeCheckPerTarget: { limit: 10, windowSeconds: 10 * 60 },
  codeCheckPerIp: { limit: 30, windowSeconds: 10 * 60 },
  lookupPerIp: { limit: 30, windowSeconds: 60 },
  // Sign-up applications, contact messages and subscribe requests (docs/applications.md): per address,
  // and per e-mail so nobody can flood someone else's mailbox with confirmation mail.
  applicationPerIp: { limit: 10, windowSeconds: 60 * 60 },
  applicationPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  // Analytics batches from one address (the web sends one every few seconds at most while in use).
  analyticsPerIp: { limit: 60, windowSeconds: 60 },
  // Picture uploads per signed-in restaurant or operator account (docs/admin.md "Images"): each one
  // costs a decode and four encodes, so a stuck client or a script cannot keep the CPU busy; 120 an
  // hour still lets a restaurant photograph a whole menu in one sitting.
  imageUploadPerUser: { limit: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimitRule>;

export const RATE_LIMIT_ENV = {
  loginPerAccountIp: 'RATE_LIMIT_LOGIN_ACCOUNT_IP',
  loginPerAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  loginPerIp: 'RATE_LIMIT_LOGIN_IP',
  codeSendPerTarget: 'RATE_LIMIT_CODE_SEND_TARGET',
  codeSendPerIp: 'RATE_LIMIT_CODE_SEND_IP',
  codeCheckPerTarget: 'RATE_LIMIT_CODE_CHECK_TARGET',
  codeCheckPerIp: 'RATE_LIMIT_CODE_CHECK_IP',
  lookupPerIp: 'RATE_LIMIT_LOOKUP_IP',
  applicationPerIp: 'RATE_LIMIT_APPLICATION_IP',
  applicationPerEmail: 'RATE_LIMIT_APPLICATION_EMAIL',
  analyticsPerIp: 'RATE_LIMIT_ANALYTICS_IP',
  imageUploadPerUser: 'RATE_LIMIT_IMAGE_UPLOAD_USER',
} as const satisfies Record<keyof RateLimits, string>;

/** "5/1m" (or "5/60"): 5 hits per minute. */
export const rateLimitRule = z.string().transform((value, ctx): RateLimitRule => {
  const match = /^\s*(\d+)\s*\/\s*(\S+)\s*$/.exec(value);
  const limit = Number(match?.[1]);
  const windowSeconds = match ? parseTtl(match[2]!) : 0;
  if (match && limit > 0 && windowSeconds > 0) return { limit, windowSeconds };
  ctx.addIssue({ code: 'custom', message: 'expected hits/duration such as 5/1m or 20/60' });
  return z.NEVER;
});

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy): true/false, or a comma-separated list
 * of addresses, CIDR ranges or loopback/linklocal/uniquelocal. Off by default: the header is then
 * ignored, so a client cannot pick the address its rate limits are counted against.
 */
export type TrustProxy = boolean | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
export const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const lower = value.trim().toLowerCase();
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'no', 'off'].includes(lower)) return false;
  const entries = lower.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => {
    const [ip, bits, ...rest] = entry.split('/');
    return rest.length === 0 && isIP(ip ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  if (entries.every((entry) => PROXY_NAMES.includes(entry) || isAddress(entry))) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'expected true, false, or a comma-separated list of addresses, CIDR ranges or loopback',
  });
  return z.NEVER;
});

/**
 * Origins allowed to call the API from another site (CORS), as a comma-separated list of
 * scheme://host[:port]. Unset: none, so only pages served by this server (same origin) can read answers.
 */
export const corsOrigins = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    // An origin only: no path, query, credentials or wildcard (a wildcard is what this replaces).
    const isOrigin =
      url &&
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      url.origin === entry.replace(/\/$/, '');
    if (!url || !isOrigin) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected a comma-separated list of origins such as https://food.example (no path, no *)',
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** A Sentry DSN, https://<public key>@<host>[:port]/[path/]<project id>; self-hosted Sentry's too. */
export const sentryDsn = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/[^@/\s]+@[^/\s]+\/(?:\S+\/)?\w+$/,
    'expected a Sentry DSN such as https://key@sentry.example/1',
  );

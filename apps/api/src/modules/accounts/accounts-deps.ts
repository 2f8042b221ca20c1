import type { GraphQLContext } from '../../context.ts';
import { RESEND_COOLDOWN_SECONDS } from '@food/domain';
import { CODE_TTL_SECONDS } from './verification-codes.ts';

/** What the accounts operations use from the request; resolvers pass the context itself. */
export type AccountsDeps = Pick<
  GraphQLContext,
  'db' | 'config' | 'now' | 'clientIp' | 'rateLimiter' | 'mailer' | 'sms'
>;

/** The answer to every code request (OtpSent): when a new one may be asked for, how long it lasts. */
export const otpSent = () => ({
  result: true,
  retryAfter: RESEND_COOLDOWN_SECONDS,
  expiresIn: CODE_TTL_SECONDS,
});

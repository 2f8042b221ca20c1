import type { GraphQLContext } from '../../context.ts';

/** What the applications operations use from the request; resolvers pass the context itself. */
export type ApplicationsDeps = Pick<
  GraphQLContext,
  'db' | 'config' | 'now' | 'clientIp' | 'rateLimiter' | 'mailer' | 'log'
>;

/** The answer of every submission. */
export const submitted = () => ({ result: true });

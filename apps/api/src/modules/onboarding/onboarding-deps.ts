import type { GraphQLContext } from '../../context.ts';
import type { UserRow } from './staff-accounts.ts';

/** What the inbox's decisions use from the request; resolvers pass the context and the caller. */
export type DecisionDeps = Pick<
  GraphQLContext,
  'db' | 'config' | 'now' | 'mailer' | 'log' | 'geocoder' | 'requestId'
> & {
  staff: UserRow;
};

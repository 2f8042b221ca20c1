import type { Resolvers } from '../../generated/graphql.ts';

// The root types need one field each in SDL; they answer trivially.
export const baseResolvers: Resolvers = {
  Query: { _health: () => true },
  Mutation: { _noop: () => null },
};

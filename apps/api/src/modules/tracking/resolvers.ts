import type { Resolvers } from '../../generated/graphql.ts';

export const trackingResolvers: Resolvers = {};

import type { Resolvers } from '../../generated/graphql.ts';
import { getConfiguration } from './get-configuration.ts';

export const configurationResolvers: Resolvers = {
  Query: {
    configuration: (_parent, _args, ctx) => getConfiguration({ catalog: ctx.catalog, config: ctx.config }),
  },
};

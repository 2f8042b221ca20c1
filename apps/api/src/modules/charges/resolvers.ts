import type { Resolvers } from '../../generated/graphql.ts';
import { getTaxes } from './get-taxes.ts';
import { getTips } from './get-tips.ts';

export const chargesResolvers: Resolvers = {
  Query: {
    tips: (_parent, _args, ctx) => getTips({ db: ctx.db }),
    taxes: (_parent, _args, ctx) => getTaxes({ db: ctx.db }),
  },
};

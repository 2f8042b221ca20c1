import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { getProfile } from './get-profile.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    login: (_parent, args, ctx) => login({ ...ctx, input: args }),
    logout: (_parent, _args, ctx) => logout(ctx),
  },
  Query: {
    profile: async (_parent, _args, ctx) => getProfile({ db: ctx.db, user: await requireViewer(ctx) }),
  },
};

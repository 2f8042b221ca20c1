import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { getSettings, updateSettings } from './update-settings.ts';

// Operator only (graphql/permissions.ts); resolvers do not check roles themselves.
export const platformSettingsResolvers: Resolvers = {
  Query: {
    adminSettings: (_parent, _args, ctx) => getSettings({ db: ctx.db }),
  },
  Mutation: {
    updateSettings: async (_parent, args, ctx) =>
      updateSettings({
        db: ctx.db,
        catalog: ctx.catalog,
        viewer: await requireViewer(ctx),
        requestId: ctx.requestId,
        input: args.input,
      }),
  },
};

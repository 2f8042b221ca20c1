import { requireViewer, type GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { createZone, deleteZone, getZone, listZones, updateZone, type ZoneDeps } from './manage-zones.ts';

// Thin: the permission table (graphql/permissions.ts) lets only operators in; one operation each.

async function deps(ctx: GraphQLContext): Promise<ZoneDeps> {
  return {
    db: ctx.db,
    catalog: ctx.catalog,
    now: ctx.now,
    viewer: await requireViewer(ctx),
    requestId: ctx.requestId,
  };
}

export const zonesResolvers: Resolvers = {
  Query: {
    adminZones: (_parent, _args, ctx) => listZones(ctx),
    adminZone: (_parent, { id }, ctx) => getZone(ctx, { id }),
  },
  Mutation: {
    createZone: async (_parent, { input }, ctx) => createZone(await deps(ctx), { input }),
    updateZone: async (_parent, { id, input }, ctx) => updateZone(await deps(ctx), { id, input }),
    deleteZone: async (_parent, { id }, ctx) => deleteZone(await deps(ctx), { id }),
  },
  AdminZone: {
    _id: (zone) => zone.id,
    updatedAt: (zone) => zone.updatedAt.toISOString(),
  },
};

import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { changeRider } from './change-rider.ts';
import { listRiders } from './list-riders.ts';

// Thin: only the operator gets here (graphql/permissions.ts); the caller is named in the audit log.
export const riderAdminResolvers: Resolvers = {
  Query: {
    adminRiders: (_parent, args, ctx) => listRiders({ db: ctx.db, ...args }),
  },
  Mutation: {
    suspendRider: async (_parent, { id }, ctx) =>
      changeRider({ ...ctx, staff: await requireViewer(ctx) }, id, { kind: 'suspend' }),
    reactivateRider: async (_parent, { id }, ctx) =>
      changeRider({ ...ctx, staff: await requireViewer(ctx) }, id, { kind: 'reactivate' }),
    setRiderZone: async (_parent, { id, zone }, ctx) =>
      changeRider({ ...ctx, staff: await requireViewer(ctx) }, id, { kind: 'zone', zoneId: zone ?? null }),
  },
};

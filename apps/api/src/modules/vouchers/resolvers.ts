import { requireViewer, type GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import {
  adminVouchers,
  createVoucher,
  setVoucherEnabled,
  updateVoucher,
  voucherRestaurantChoices,
} from './manage-vouchers.ts';

// Operator only (graphql/permissions.ts); resolvers do not check roles themselves.
const deps = async (ctx: GraphQLContext) => ({
  db: ctx.db,
  catalog: ctx.catalog,
  viewer: await requireViewer(ctx),
  requestId: ctx.requestId,
});

export const vouchersResolvers: Resolvers = {
  Query: {
    adminVouchers: (_parent, args, ctx) => adminVouchers(ctx, args.search ?? null),
    voucherRestaurantChoices: (_parent, _args, ctx) => voucherRestaurantChoices(ctx),
  },
  Mutation: {
    createVoucher: async (_parent, args, ctx) => createVoucher(await deps(ctx), args.input),
    updateVoucher: async (_parent, args, ctx) => updateVoucher(await deps(ctx), args.id, args.input),
    setVoucherEnabled: async (_parent, args, ctx) =>
      setVoucherEnabled(await deps(ctx), args.id, args.enabled),
  },
};

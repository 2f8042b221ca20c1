import { createPayoutAdapter } from '../../adapters/payouts/payout-adapter.ts';
import { requireViewer, type GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { userActor } from '../audit/record-audit.ts';
import { createPayouts } from './create-payouts.ts';
import { listLedgerAccounts } from './list-ledger-accounts.ts';
import { listPayouts, toPayoutViews } from './list-payouts.ts';
import { markPayoutPaid } from './mark-payout-paid.ts';
import { findPayout } from './payouts.repository.ts';
import { sendStripePayouts } from './send-stripe-payouts.ts';
import { startPayoutOnboarding } from './start-payout-onboarding.ts';

// Thin (docs/money.md#payouts): writes and ledgerAccounts are the operator's (graphql/permissions.ts);
// payouts is also a restaurant's or rider's own, checked in listPayouts; onboarding is the caller's own.

async function staffDeps(ctx: GraphQLContext) {
  const staff = await requireViewer(ctx);
  return { db: ctx.db, now: ctx.now, requestId: ctx.requestId, actor: userActor(staff), staff };
}

export const payoutsResolvers: Resolvers = {
  Query: {
    payouts: async (_parent, { filter }, ctx) =>
      listPayouts({ db: ctx.db, viewer: await requireViewer(ctx), filter }),
    ledgerAccounts: (_parent, _args, ctx) =>
      listLedgerAccounts({ db: ctx.db, payoutAdapter: createPayoutAdapter(ctx.config).name }),
  },
  Mutation: {
    createPayouts: async (_parent, { input }, ctx) => {
      const deps = await staffDeps(ctx);
      const adapter = createPayoutAdapter(ctx.config);
      let rows = await createPayouts({ ...deps, createdBy: deps.staff.id, adapter: adapter.name }, input);
      // Committed PENDING above; the transfers go out now, each outside any transaction.
      if (adapter.name === 'stripe') {
        await sendStripePayouts({ ...deps, connect: adapter.connect, log: ctx.log }, rows);
        rows = await Promise.all(rows.map(async (row) => (await findPayout(ctx.db, row.id)) ?? row));
      }
      return toPayoutViews(ctx.db, rows);
    },
    markPayoutPaid: async (_parent, args, ctx) => {
      const row = await markPayoutPaid(await staffDeps(ctx), args);
      const [view] = await toPayoutViews(ctx.db, [row]);
      return view!;
    },
    startPayoutOnboarding: async (_parent, _args, ctx) =>
      startPayoutOnboarding({
        db: ctx.db,
        viewer: await requireViewer(ctx),
        adapter: createPayoutAdapter(ctx.config),
        publicUrl: ctx.config.publicUrl,
        now: ctx.now,
      }),
  },
};

import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { getLedgerBalance, listLedgerEntries } from './read-ledger-account.ts';

// Restaurant, rider and operator (graphql/permissions.ts); which account is checked in the operation.
export const ledgerResolvers: Resolvers = {
  Query: {
    ledgerBalance: async (_parent, { account }, ctx) => {
      const rows = await getLedgerBalance({ db: ctx.db, viewer: await requireViewer(ctx), account });
      return rows.map((row) => ({ ...row, balance: toMajor(row.balance, row.currency) }));
    },
    ledgerEntries: async (_parent, { account, first }, ctx) => {
      const rows = await listLedgerEntries({ db: ctx.db, viewer: await requireViewer(ctx), account, first });
      return rows.map((row) => ({
        _id: row.id,
        transactionId: row.transactionId,
        kind: row.accountKind,
        owner: row.accountOwner,
        amount: toMajor(row.amount, row.currency),
        currency: row.currency,
        orderId: row.orderId,
        eventKind: row.eventKind,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  },
};

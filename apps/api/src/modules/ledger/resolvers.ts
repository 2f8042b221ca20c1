import { statementLanguageOf } from '@food/domain';
import type { GraphQLContext } from '../../context.ts';
import { requireViewer } from '../../context.ts';
import type { LedgerAccountKind, Resolvers } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { exportStatementCsv } from './export-statement-csv.ts';
import { exportStatementPdf } from './export-statement-pdf.ts';
import { getLedgerStatement, type StatementArgs } from './get-ledger-statement.ts';
import { getLedgerBalance, listLedgerEntries } from './read-ledger-account.ts';

async function statementOf(ctx: GraphQLContext, args: StatementArgs) {
  return getLedgerStatement({ db: ctx.db, viewer: await requireViewer(ctx), now: ctx.now, args });
}

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
    ledgerStatement: async (_parent, args, ctx) => {
      const { partyName, statements } = await statementOf(ctx, args);
      return statements.map((statement) => {
        const money = (minor: number) => toMajor(minor, statement.currency);
        return {
          ...statement,
          partyName,
          opening: money(statement.opening),
          movement: money(statement.movement),
          closing: money(statement.closing),
          totals: statement.totals.map((total) => ({ ...total, amount: money(total.amount) })),
          accounts: statement.accounts.map((account) => ({
            kind: account.accountKind as LedgerAccountKind,
            opening: money(account.opening),
            closing: money(account.closing),
          })),
          entries: statement.entries.map((entry) => ({
            _id: entry.id,
            at: entry.at,
            orderId: entry.orderId,
            orderNumber: (entry.orderId && statement.orderNumbers.get(entry.orderId)) || null,
            eventKind: entry.eventKind,
            account: entry.accountKind as LedgerAccountKind,
            amount: money(entry.amount),
          })),
        };
      });
    },
    ledgerStatementCsv: async (_parent, args, ctx) =>
      exportStatementCsv(await statementOf(ctx, args), statementLanguageOf(args.language)),
    ledgerStatementPdf: async (_parent, args, ctx) =>
      (await exportStatementPdf(await statementOf(ctx, args), statementLanguageOf(args.language))).toString(
        'base64',
      ),
  },
};

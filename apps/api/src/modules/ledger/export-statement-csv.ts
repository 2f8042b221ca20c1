import type { StatementLanguage } from '@food/domain';
import { toMajor } from '../../lib/money.ts';
import { toCsv } from '../../lib/csv.ts';
import type { LoadedStatement } from './get-ledger-statement.ts';
import { accountLabel, eventLabel, statementWord } from './statement-texts.ts';

/**
 * ledgerStatementCsv: each currency's statement as a block of rows (heading, opening balance, the
 * entries oldest first, totals per event kind, closing balance), blocks apart by an empty row. Amounts
 * are major units with the party's sign; labels in the party's language.
 */
export function exportStatementCsv(loaded: LoadedStatement, language: StatementLanguage): string {
  const word = (w: Parameters<typeof statementWord>[0]) => statementWord(w, language);
  const rows: (string | number)[][] = [];
  for (const [index, statement] of loaded.statements.entries()) {
    if (index > 0) rows.push([]);
    const money = (minor: number) => toMajor(minor, statement.currency);
    rows.push(
      [word('title'), word(statement.party), loaded.partyName],
      [word('period'), statement.from, statement.to],
      [word('timeZone'), statement.timeZone],
      [word('currency'), statement.currency],
      [word('opening'), money(statement.opening)],
      [],
      [word('date'), word('order'), word('event'), word('account'), word('amount')],
    );
    for (const entry of statement.entries)
      rows.push([
        entry.at,
        (entry.orderId && statement.orderNumbers.get(entry.orderId)) ?? '',
        eventLabel(entry.eventKind, language),
        accountLabel(entry.accountKind, language),
        money(entry.amount),
      ]);
    rows.push([], [word('totals'), word('amount'), word('count')]);
    for (const total of statement.totals)
      rows.push([eventLabel(total.eventKind, language), money(total.amount), total.count]);
    rows.push([word('movement'), money(statement.movement)], [word('closing'), money(statement.closing)]);
  }
  return toCsv(rows);
}

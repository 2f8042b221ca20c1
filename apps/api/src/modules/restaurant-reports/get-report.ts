import type { Db } from '../../db/types.ts';
import type { ConsoleReport, ReportPeriod } from '../../generated/graphql.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toMajor } from '../../lib/money.ts';
import type { HistoryFilter } from './history-filter.ts';
import { reportFigures, reportItems } from './reports.repository.ts';

const BEST_SELLERS = 5;

/** consoleReport: one row per local day or week that had orders, oldest first. */
export async function getReport(
  db: Db,
  {
    filter,
    period,
    currency,
    currencySymbol,
  }: { filter: HistoryFilter; period: ReportPeriod; currency: string; currencySymbol: string },
): Promise<ConsoleReport> {
  const [figures, items] = await Promise.all([
    reportFigures(db, filter, period),
    reportItems(db, filter, period),
  ]);
  const itemsOf = groupBy(items, (item) => item.start);
  const rows = figures.map((row) => {
    const kept = row.orders - row.cancelled;
    const bestSellers = [...(itemsOf.get(row.start) ?? [])]
      .sort((a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title))
      .slice(0, BEST_SELLERS)
      .map(({ title, quantity }) => ({ title, quantity }));
    return {
      start: row.start,
      orders: row.orders,
      cancelled: row.cancelled,
      revenue: toMajor(row.revenue, currency),
      // Rounded in minor units first, so the average is a real amount of the currency.
      averageBasket: kept > 0 ? toMajor(Math.round(row.revenue / kept), currency) : 0,
      bestSellers,
    };
  });
  return { period, rows, currency, currencySymbol };
}

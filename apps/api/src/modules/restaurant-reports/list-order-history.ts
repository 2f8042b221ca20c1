import type { Db } from '../../db/types.ts';
import type { ConsoleOrderPage } from '../../generated/graphql.ts';
import { loadOrderViews } from '../orders/order-view.ts';
import type { HistoryFilter } from './history-filter.ts';
import { countHistory, listHistoryIds } from './reports.repository.ts';

/**
 * consoleOrderHistory: the console's order view (loadOrderViews, the board's shape), so the field
 * audience nulls the customer's contact data exactly as on the board.
 */
export async function listOrderHistory(
  db: Db,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<ConsoleOrderPage> {
  const [ids, totalCount] = await Promise.all([listHistoryIds(db, filter, page), countHistory(db, filter)]);
  return { orders: await loadOrderViews(db, ids), totalCount };
}

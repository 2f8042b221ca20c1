import { localDateTime } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toMajor } from '../../lib/money.ts';
import { toCsv } from '../../lib/csv.ts';
import type { HistoryFilter } from './history-filter.ts';
import { listHistoryRows, listItemsOf } from './reports.repository.ts';

export const CSV_MAX_ROWS = 5000;

const HEADER = [
  'Order',
  'Placed (local time)',
  'Status',
  'Payment method',
  'Payment status',
  'Type',
  'Items',
  'Subtotal',
  'Discount',
  'Delivery',
  'Tax',
  'Tip',
  'Total',
  'Currency',
];

/**
 * consoleOrdersCsv: the filtered history as CSV text. Order columns only; the customer's name,
 * e-mail, phone and address never enter the file.
 */
export async function exportOrdersCsv(db: Db, filter: HistoryFilter): Promise<string> {
  const rows = await listHistoryRows(db, filter, CSV_MAX_ROWS);
  const itemsOf = groupBy(
    await listItemsOf(
      db,
      rows.map((row) => row.id),
    ),
    (item) => item.orderId,
  );
  const body = rows.map((row) => {
    const money = (minor: number) => toMajor(minor, row.currency);
    const items = (itemsOf.get(row.id) ?? [])
      .map(
        (item) => `${item.quantity} x ${item.title}${item.variationTitle ? ` (${item.variationTitle})` : ''}`,
      )
      .join('; ');
    return [
      row.orderId,
      localDateTime(row.createdAt, filter.timeZone),
      row.orderStatus,
      row.paymentMethod,
      row.paymentStatus,
      row.isPickedUp ? 'Pick-up' : 'Delivery',
      items,
      money(row.itemsSubtotal),
      money(row.discount),
      money(row.deliveryCharges),
      money(row.taxationAmount),
      money(row.tipping),
      money(row.orderAmount),
      row.currency,
    ];
  });
  return toCsv([HEADER, ...body]);
}

import type { Db } from '../../db/types.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toMajor } from '../../lib/money.ts';
import { toCsv } from './csv.ts';
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

const localTimes = new Map<string, Intl.DateTimeFormat>();
/** "2025-06-04 17:00" in the restaurant's zone. */
function localTime(at: Date, timeZone: string): string {
  let format = localTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localTimes.set(timeZone, format);
  }
  return format.format(at);
}

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
      localTime(row.createdAt, filter.timeZone),
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

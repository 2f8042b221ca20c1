import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from '../fixtures.ts';

// A statement as the screen shows it (docs/money.md#statements), and its CSV and PDF downloads read
// back and held against it; shared by the statements journey and the money week.

export type Screen = { opening: number; closing: number; totals: Map<string, number> };

/** The statement's numbers as the screen shows them (its data-amount attributes). */
export async function readScreen(page: Page): Promise<Screen> {
  const amount = async (testId: string) =>
    Number(await page.getByTestId(testId).first().getAttribute('data-amount'));
  const totals = new Map<string, number>();
  for (const row of await page.getByTestId('statement-total').all())
    totals.set(
      (await row.getAttribute('data-kind'))!,
      Number(await row.locator('[data-amount]').getAttribute('data-amount')),
    );
  return { opening: await amount('statement-opening'), closing: await amount('statement-closing'), totals };
}

export async function downloadOf(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await download.path())!);
}

export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

const EVENT_LABELS: Record<string, string> = {
  CASH_COLLECTED: 'Cash collected',
  RESTAURANT_SHARE: 'Sales',
  TAX: 'Tax',
  COMMISSION: 'Commission',
  VOUCHER_COST: 'Voucher cost',
  RIDER_FEE: 'Rider fee',
  TIP: 'Tip',
  REFUND: 'Refund',
  PAYMENT_CAPTURED: 'Card payment',
  DELIVERY_FEE: 'Delivery fee',
  PAYOUT: 'Payout',
  PAYOUT_PAID: 'Payout paid',
};

/** Downloads the CSV and PDF of the week on screen and checks both against it. */
export async function expectFilesMatch(page: Page, screen: Screen) {
  const csv = (await downloadOf(page, 'Download CSV')).toString('utf8');
  const rows = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const value = (label: string) => Number(rows.find((row) => row[0] === label)?.[1]);
  expect(value('Opening balance')).toBe(screen.opening);
  expect(value('Closing balance')).toBe(screen.closing);
  for (const [kind, amount] of screen.totals) expect(value(EVENT_LABELS[kind] ?? kind), kind).toBe(amount);

  const pdf = await downloadOf(page, 'Download PDF');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('Closing balance');
  for (const amount of [screen.opening, screen.closing, ...screen.totals.values()])
    expect(text).toContain(amount.toFixed(2));
}

import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { DEMO, gql, KARAHI_OWNER, placeKarahiOrder, selectDemoHome, signInToken } from './order-api.ts';

// Statements (docs/money.md#statements): the console's Statements tab after a cash order the demo
// dispatcher delivered this week, and the rider's own Statement view. The CSV and the PDF each
// download holds the totals and balances the screen shows.

const RIDER_1 = { email: 'rider1@example.com', password: 'Demo1234' };

type Screen = { opening: number; closing: number; totals: Map<string, number> };

/** The statement's numbers as the screen shows them (its data-amount attributes). */
async function readScreen(page: Page): Promise<Screen> {
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

async function downloadOf(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await download.path())!);
}

async function pdfText(bytes: Buffer): Promise<string> {
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
};

/** Downloads the CSV and PDF of the week on screen and checks both against it. */
async function expectFilesMatch(page: Page, screen: Screen) {
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

test('the restaurant’s statement shows a delivered cash order, and its CSV and PDF agree', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await signInToken(request, DEMO);
  await selectDemoHome(request, customer);
  const order = await placeKarahiOrder(request, customer, 'COD');
  // The demo dispatcher accepts, assigns and delivers it on its fast clock.
  await expect
    .poll(
      async () =>
        (
          await gql<{ order: { orderStatus: string } }>(
            request,
            customer,
            `query ($id: String!) { order(id: $id) { orderStatus } }`,
            { id: order._id },
          )
        ).order.orderStatus,
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe('DELIVERED');

  await signInOnLoad(page, await signInToken(request, KARAHI_OWNER), 'en');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/console');
  await page.getByRole('button', { name: 'Statements', exact: true }).click({ timeout: 20_000 });
  const entry = page.getByTestId('statement-entry').filter({ hasText: order.orderId });
  await expect(entry.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('statement-total').filter({ hasText: 'Sales' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const screen = await readScreen(page);
  const totals = [...screen.totals.values()].reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  expect(Math.round(screen.opening * 100) + totals).toBe(Math.round(screen.closing * 100));
  await expectFilesMatch(page, screen);

  // The previous week, by keyboard: the order is not in it; back to this week.
  await page.getByRole('button', { name: 'Previous week' }).focus();
  await page.keyboard.press('Enter');
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(entry.first()).toBeVisible();

  // 375 px in Arabic: the same tab, right to left, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/console?lang=ar');
  await page.getByRole('button', { name: 'كشوف الحساب' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'كشف الحساب' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('statement-closing')).toHaveAttribute('data-amount', String(screen.closing));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the rider’s own statement: balances, and the CSV and PDF of the same week', async ({
  page,
  request,
}) => {
  await signInOnLoad(page, await signInToken(request, RIDER_1), 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/rider');
  await page.getByRole('button', { name: 'Statement', exact: true }).click({ timeout: 20_000 });
  await expect(page.getByTestId('statement-closing')).toBeVisible({ timeout: 20_000 });
  const screen = await readScreen(page);
  if (screen.totals.size === 0) await expect(page.getByTestId('statement-empty')).toBeVisible();
  await expectFilesMatch(page, screen);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

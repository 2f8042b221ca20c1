import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { expectFilesMatch, readScreen } from './money/statement-files.ts';
import { DEMO, gql, KARAHI_OWNER, placeKarahiOrder, selectDemoHome, signInToken } from './order-api.ts';

// Statements (docs/money.md#statements): the console's Statements tab after a cash order the demo
// dispatcher delivered this week, and the rider's own Statement view. The CSV and the PDF each
// download holds the totals and balances the screen shows.

const RIDER_1 = { email: 'rider1@example.com', password: 'Demo1234' };

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

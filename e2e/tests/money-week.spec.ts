import { rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { markPaid, payOutEveryone, today } from './money/pay-out.ts';
import { expectFilesMatch, readScreen, type Screen } from './money/statement-files.ts';
import { gql, KARAHI_OWNER, signInToken } from './order-api.ts';

// Issue 24's journey (docs/money.md): a demo server that played the demo week (DEMO_WEEK=1: ninety
// orders over the seven days before now, through the real operations) → Karahi Point's statement on
// screen, as CSV and as PDF, each read back and held against the screen and the ledger → a rider's
// earnings → the operator pays everyone out up to today and marks the restaurant's and the rider's
// transfers paid → both parties' balances read zero, on the API and on their own screens.

const OPERATOR = { email: 'admin@example.com', password: 'Demo1234' };
const RIDERS = Array.from({ length: 5 }, (_, i) => ({
  email: `rider${i + 1}@example.com`,
  password: 'Demo1234',
}));
const PARTY_KINDS = {
  RESTAURANT: ['RESTAURANT_PAYABLE', 'RESTAURANT_CASH'],
  RIDER: ['RIDER_PAYABLE', 'RIDER_CASH'],
} as const;

type Earnings = {
  riderEarnings: { week: { deliveries: number; total: number; fees: number; tips: number } };
};

/** A party's two accounts together in minor units, in the ledger's sign (− the platform owes it). */
async function balanceOf(
  request: APIRequestContext,
  token: string,
  kind: keyof typeof PARTY_KINDS,
  owner: string,
) {
  let total = 0;
  for (const account of PARTY_KINDS[kind]) {
    const { ledgerBalance } = await gql<{ ledgerBalance: { balance: number }[] }>(
      request,
      token,
      'query ($account: LedgerAccountInput!) { ledgerBalance(account: $account) { balance } }',
      { account: { kind: account, owner } },
    );
    total += ledgerBalance.reduce((sum, row) => sum + Math.round(row.balance * 100), 0);
  }
  return total;
}

/** The statement on screen, on this week or (early on a Monday) the previous one: whichever has entries. */
async function statementWithEntries(page: Page): Promise<Screen> {
  await expect(page.getByTestId('statement-closing')).toBeVisible({ timeout: 30_000 });
  if ((await page.getByTestId('statement-entry').count()) === 0) {
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page.getByTestId('statement-entry').first()).toBeVisible();
  }
  return readScreen(page);
}

const minor = (major: number) => Math.round(major * 100);

let server: AppServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 4400) + 5;
  const dataDir = `.data-e2e-money-${port}`;
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  server = await startAppServer({
    port,
    name: 'money week server',
    env: { DATA_DIR: dataDir, DEMO_WEEK: '1' },
  });
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('the demo week: statement, CSV and PDF, earnings, payout marked paid, balances zero', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const base = server.baseURL;
  const operator = await signInToken(api, OPERATOR);
  const owner = await signInToken(api, KARAHI_OWNER);
  const { restaurant } = await gql<{ restaurant: { _id: string; name: string } }>(
    api,
    null,
    'query { restaurant(slug: "karahi-point") { _id name } }',
  );
  const owed = await balanceOf(api, operator, 'RESTAURANT', restaurant._id);
  expect(owed, 'the demo week left Karahi Point something to be paid').toBeLessThan(0);

  // The restaurant's statement: opening + the week's totals = closing; the closing of the latest week
  // with entries is what the ledger says the platform owes it; the CSV and the PDF hold the same.
  await signInOnLoad(page, owner, 'en');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${base}/console`);
  await page.getByRole('button', { name: 'Statements', exact: true }).click({ timeout: 30_000 });
  const screen = await statementWithEntries(page);
  const moved = [...screen.totals.values()].reduce((sum, amount) => sum + minor(amount), 0);
  expect(minor(screen.opening) + moved).toBe(minor(screen.closing));
  expect(screen.totals.get('RESTAURANT_SHARE')).toBeGreaterThan(0);
  expect(screen.totals.get('COMMISSION')).toBeLessThan(0);
  if ((await page.getByRole('button', { name: 'Next week' }).isDisabled()) !== false)
    expect(minor(screen.closing)).toBe(-owed);
  await expectFilesMatch(page, screen);
  await expectNoSeriousA11yViolations(page);

  // The rider who delivered the most this week, and their earnings on their own screen.
  const earnings = await Promise.all(
    RIDERS.map(async (account) => {
      const token = await signInToken(api, account);
      return {
        account,
        token,
        ...(await gql<Earnings>(
          api,
          token,
          'query { riderEarnings { week { deliveries total fees tips } } }',
        )),
      };
    }),
  );
  const busiest = earnings.sort(
    (a, b) => b.riderEarnings.week.deliveries - a.riderEarnings.week.deliveries,
  )[0]!;
  const week = busiest.riderEarnings.week;
  expect(week.deliveries).toBeGreaterThan(0);
  expect(minor(week.total)).toBe(minor(week.fees) + minor(week.tips));
  const { riderProfile } = await gql<{ riderProfile: { _id: string; name: string } }>(
    api,
    busiest.token,
    'query { riderProfile { _id name } }',
  );
  await signInOnLoad(page, busiest.token, 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/rider/earnings`);
  await expect(page.getByTestId('earnings-week-total')).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(week.total),
    { timeout: 30_000 },
  );
  const riderOwed = await balanceOf(api, operator, 'RIDER', riderProfile._id);
  expect(riderOwed).not.toBe(0);

  // The operator pays everyone out up to today and marks the two transfers paid.
  await signInOnLoad(page, operator, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/admin/money`);
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible({ timeout: 30_000 });
  await payOutEveryone(page, today());
  await markPaid(page, restaurant.name, 'BANK-KARAHI-1');
  await markPaid(page, riderProfile.name, 'BANK-RIDER-1');

  await expectNoSeriousA11yViolations(page);
  // The same section in Arabic on a tablet and a phone: right to left, nothing wider than the screen.
  for (const width of [1024, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${base}/admin/money?lang=ar`);
    await expect(page.getByRole('heading', { name: 'المال', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yViolations(page);

  const { payouts } = await gql<{ payouts: { partyId: string; amount: number; status: string }[] }>(
    api,
    operator,
    'query { payouts(filter: { first: 200 }) { partyId amount status } }',
  );
  const paid = (id: string) => payouts.filter((payout) => payout.partyId === id);
  expect(paid(restaurant._id).map((payout) => [minor(payout.amount), payout.status])).toEqual([
    [-owed, 'PAID'],
  ]);
  expect(paid(riderProfile._id).map((payout) => [minor(payout.amount), payout.status])).toEqual([
    [-riderOwed, 'PAID'],
  ]);
  expect(await balanceOf(api, operator, 'RESTAURANT', restaurant._id)).toBe(0);
  expect(await balanceOf(api, operator, 'RIDER', riderProfile._id)).toBe(0);

  // Both see a zero closing balance and the payout on their own statements.
  await signInOnLoad(page, owner, 'en');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${base}/console`);
  await page.getByRole('button', { name: 'Statements', exact: true }).click({ timeout: 30_000 });
  await expect(page.getByTestId('statement-closing')).toHaveAttribute('data-amount', '0', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('statement-total').filter({ hasText: 'Payout' })).toBeVisible();

  await signInOnLoad(page, busiest.token, 'ar');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/rider?lang=ar`);
  await page.getByRole('button', { name: 'كشف الحساب', exact: true }).click({ timeout: 30_000 });
  await expect(page.getByTestId('statement-closing')).toHaveAttribute('data-amount', '0', {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { DEMO, gql, placeKarahiOrder, selectDemoHome, signInToken } from './order-api.ts';
import { signInThroughForm } from './staff-shell.ts';

// Payouts (docs/money.md#payouts): a cash order is delivered by the demo dispatcher, the operator pays
// everyone out for the period ending today from /admin/money, confirms, marks the pending payouts paid
// with a transfer reference, and then Karahi Point's and the rider's accounts read zero.

const OPERATOR = { email: 'admin@example.com', password: 'Demo1234' };
const PARTY_KINDS = {
  restaurant: ['RESTAURANT_PAYABLE', 'RESTAURANT_CASH'],
  rider: ['RIDER_PAYABLE', 'RIDER_CASH'],
};

type Balance = { balance: number }[];

async function balanceOf(
  request: Parameters<typeof gql>[0],
  token: string,
  kinds: readonly string[],
  owner: string,
): Promise<number> {
  let total = 0;
  for (const kind of kinds) {
    const data = await gql<{ ledgerBalance: Balance }>(
      request,
      token,
      'query ($account: LedgerAccountInput!) { ledgerBalance(account: $account) { balance } }',
      { account: { kind, owner } },
    );
    total += data.ledgerBalance.reduce((sum, row) => sum + row.balance, 0);
  }
  return Math.round(total * 100);
}

test('the operator pays out a delivered order and marks it paid: both parties read zero', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await signInToken(request, DEMO);
  await selectDemoHome(request, customer);
  const order = await placeKarahiOrder(request, customer, 'COD');
  // The demo dispatcher accepts, assigns, picks up and delivers on its own clock.
  let riderId = '';
  let restaurantId = '';
  await expect
    .poll(
      async () => {
        const data = await gql<{
          order: { orderStatus: string; rider: { _id: string } | null; restaurant: { _id: string } };
        }>(
          request,
          customer,
          'query ($id: String!) { order(id: $id) { orderStatus rider { _id } restaurant { _id } } }',
          {
            id: order._id,
          },
        );
        riderId = data.order.rider?._id ?? '';
        restaurantId = data.order.restaurant._id;
        return data.order.orderStatus;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe('DELIVERED');

  const operator = await signInToken(request, OPERATOR);
  expect(await balanceOf(request, operator, PARTY_KINDS.restaurant, restaurantId)).not.toBe(0);

  await signInThroughForm(page, OPERATOR);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Platform's revenue" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The period ending today, so the order just delivered is in it.
  await page.getByLabel('Week ending').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Pay out…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay out now?' });
  await dialog.getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByRole('status')).toContainText('Payouts made');

  // Every pending payout is marked paid, each with its own reference, by keyboard.
  const list = page.getByRole('list', { name: 'Payouts' });
  const markButtons = list.getByRole('button', { name: 'Mark paid' });
  await expect(markButtons.first()).toBeVisible();
  let n = 0;
  for (let left = await markButtons.count(); left > 0; left -= 1) {
    n += 1;
    const field = list.getByPlaceholder('Transfer reference').first();
    await field.fill(`BANK-${n}`);
    await field.press('Enter');
    await expect(list.getByText(`BANK-${n}`)).toBeVisible();
    await expect(markButtons).toHaveCount(left - 1);
  }
  await expect(page.getByRole('status')).toContainText('marked paid');

  expect(await balanceOf(request, operator, PARTY_KINDS.restaurant, restaurantId)).toBe(0);
  expect(await balanceOf(request, operator, PARTY_KINDS.rider, riderId)).toBe(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/money?lang=ar');
  await expect(page.getByRole('heading', { name: 'المال', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { startClockServer, type ClockServer } from './clock-server.ts';
import { test as base, expect, expectNoSeriousA11yViolations, storeSession } from './fixtures.ts';
import { DEMO, KARAHI_OWNER, gql, placeKarahiOrder, signInSession, signInToken } from './order-api.ts';

// Issue 22's second journey (docs/admin.md "Orders", "Settings"): an order no rider takes is flagged on
// the operator's board and assigned by hand; a card-paid order cancelled from /admin is refunded once.
// The flag is the server's decision on its own clock, so these run on a demo server of their own whose
// clock the test moves (clock-server.ts), with the dispatcher off so nobody else takes the order.
// The back office's frame and roles: admin.spec.ts; the API's every case: apps/api/test/admin-orders.test.ts.

const ADMIN = { email: 'admin@example.com', password: 'Demo1234' };
const MINUTE = 60_000;

const test = base.extend<object, { clockServer: ClockServer }>({
  clockServer: [
    // One per worker, on ports above the shared servers' (E2E_PORT + 6, + 7, …).
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startClockServer({
        worker: workerInfo.parallelIndex,
        name: 'dispatch journey server',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ clockServer }, use) => use(clockServer.baseURL),
});

type AdminOrder = {
  orderStatus: string;
  paymentStatus: string;
  needsRider: boolean;
  rider: { name: string } | null;
  history: { status: string; actorRole: string }[];
  payments: { status: string; refundRef: string | null }[];
};
const ADMIN_ORDER = `query ($id: ID!) { adminOrder(id: $id) { orderStatus paymentStatus needsRider rider { name }
  history { status actorRole } payments { status refundRef } } }`;

const adminOrder = async (request: APIRequestContext, token: string, id: string) =>
  (await gql<{ adminOrder: AdminOrder }>(request, token, ADMIN_ORDER, { id })).adminOrder;

async function accept(request: APIRequestContext, id: string) {
  const owner = await signInToken(request, KARAHI_OWNER);
  await gql(request, owner, `mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }`, {
    id,
  });
}

/** Searches the board for one order, by keyboard: the search field, then Enter. */
async function findOnBoard(page: Page, orderId: string, { needsRider }: { needsRider: boolean }) {
  const filters = page.getByRole('search', { name: 'Find orders' });
  await filters.getByLabel('Order number, customer or restaurant').fill(orderId);
  await filters.getByRole('checkbox', { name: 'Needs a rider' }).setChecked(needsRider);
  await filters.getByLabel('Order number, customer or restaurant').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
}

test('an order no rider takes is flagged after the set minutes and assigned by hand', async ({
  page,
  request,
  clockServer,
}, testInfo) => {
  const admin = await signInSession(request, ADMIN);
  await storeSession(page, admin);

  // The operator sets the flag to its minimum; out of range is refused in the operator's language.
  await page.goto('/admin/settings');
  const minutes = page.getByRole('spinbutton', { name: 'Flag orders without a rider after (minutes)' });
  await minutes.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter whole minutes from 1 to 240.')).toBeVisible();
  await expect(minutes).toBeFocused();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  await minutes.fill('1');
  await minutes.press('Enter');
  await expect(page.getByText('Settings saved. Customers see them on their next page.')).toBeVisible();
  // The ledger's settings (docs/money.md#settings): a commission above 100 % is refused the same way.
  const commission = page.getByRole('spinbutton', { name: 'Default commission (%)' });
  await commission.fill('101');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a percent from 0 to 100.')).toBeVisible();
  await expect(commission).toBeFocused();
  await expect(commission).toHaveAttribute('aria-invalid', 'true');
  await commission.fill('12.5');
  await page.getByRole('spinbutton', { name: 'Rider fee per km' }).fill('0.75');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. Customers see them on their next page.')).toBeVisible();
  await page.goto('/admin/settings?lang=ar');
  const arabic = page.getByRole('spinbutton', { name: 'تمييز الطلبات بلا سائق بعد (دقائق)' });
  await expect(arabic).toHaveValue('1');
  await arabic.fill('241');
  await arabic.press('Enter');
  await expect(page.getByText('أدخل عددًا صحيحًا من الدقائق من 1 إلى 240.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'أجرة السائق لكل كيلومتر' })).toHaveValue('0.75');
  const arabicCommission = page.getByRole('spinbutton', { name: 'العمولة الافتراضية (%)' });
  await expect(arabicCommission).toHaveValue('12.5');
  await arabicCommission.fill('-1');
  await arabicCommission.press('Enter');
  await expect(page.getByText('أدخل نسبة مئوية من 0 إلى 100.')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // A customer orders for delivery; the restaurant accepts; no rider takes it.
  const customer = await signInToken(request, DEMO);
  const order = await placeKarahiOrder(request, customer);
  await accept(request, order._id);

  // The browser's clock follows the server's, so the times the operator reads are the server's.
  await page.clock.install({ time: await clockServer.advance(0) });
  await page.goto('/admin/orders');
  await findOnBoard(page, order.orderId, { needsRider: true });
  await expect(page.getByText('No order matches these filters.')).toBeVisible();

  // A minute and a second later it needs a rider: first on the board, marked, and in the filter.
  await page.clock.fastForward(MINUTE + 1_000);
  await clockServer.advance(MINUTE + 1_000);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: order.orderId });
  await expect(row.getByText('Needs a rider', { exact: true })).toBeVisible();
  await expect(page.getByText('Orders found: 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('listitem').filter({ hasText: order.orderId });
  await expect(card.getByText('Needs a rider', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A rider goes online; the operator opens the order and assigns them, by keyboard.
  const riderAccount = { email: `rider${1 + testInfo.repeatEachIndex}@example.com`, password: 'Demo1234' };
  const rider = await signInToken(request, riderAccount);
  const { setRiderOnline } = await gql<{ setRiderOnline: { _id: string; name: string } }>(
    request,
    rider,
    `mutation { setRiderOnline(online: true) { _id name } }`,
  );
  await row.getByRole('link', { name: order.orderId }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderId}` })).toBeVisible();
  await expect(page.getByText('Needs a rider', { exact: true })).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'Rider to assign' });
  await choice.focus();
  await choice.selectOption(setRiderOnline._id);
  await expect(choice.locator('option:checked')).toHaveText(new RegExp(`^${setRiderOnline.name}`));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Assign rider' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Rider assigned.' })).toBeVisible();
  await expect(page.getByText('Needs a rider', { exact: true })).toHaveCount(0);
  const riderCard = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Rider', exact: true }) });
  await expect(riderCard.getByText(new RegExp(`^${setRiderOnline.name}`))).toBeVisible();

  // The rider has it as their delivery; the history says the operator assigned it.
  const { riderProfile } = await gql<{
    riderProfile: { activeDelivery: { orderId: string; orderStatus: string } | null };
  }>(request, rider, `{ riderProfile { activeDelivery { orderId orderStatus } } }`);
  expect(riderProfile.activeDelivery).toEqual({ orderId: order.orderId, orderStatus: 'ASSIGNED' });
  const detail = await adminOrder(request, admin.token, order._id);
  expect(detail).toMatchObject({
    orderStatus: 'ASSIGNED',
    needsRider: false,
    rider: { name: setRiderOnline.name },
  });
  expect(detail.history.at(-1)).toEqual({ status: 'ASSIGNED', actorRole: 'ADMIN' });
});

test('a card-paid order cancelled from /admin is refunded exactly once', async ({ page, request }) => {
  const admin = await signInSession(request, ADMIN);
  const customer = await signInToken(request, DEMO);
  // Paid on the demo provider's hosted page, as the customer's browser would: start, then approve.
  const order = await placeKarahiOrder(request, customer, 'STRIPE');
  const started = await request.get(`/stripe/create-checkout-session?id=${order._id}&platform=web`, {
    headers: { Authorization: `Bearer ${customer}` },
  });
  expect(started.ok()).toBe(true);
  const { url } = (await started.json()) as { url: string };
  const approved = await request.post(`${new URL(url).pathname}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  expect((await adminOrder(request, admin.token, order._id)).paymentStatus).toBe('PAID');

  await storeSession(page, admin);
  await page.goto('/admin/orders');
  await findOnBoard(page, order.orderId, { needsRider: false });
  await page.getByRole('row').filter({ hasText: order.orderId }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderId}` })).toBeVisible();
  const payments = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Payments and refunds' }) });
  await expect(payments).toContainText('STRIPE · PAID');
  await expect(payments.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderId}?` });
  await expect(
    dialog.getByText(/This order has been paid: .+ will be refunded to the customer\./),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The kitchen closed early tonight.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order cancelled.' })).toBeVisible();
  await expect(page.getByText('Reason: The kitchen closed early tonight.')).toBeVisible();

  // One refund, on the screen and in the API; no cancel button is left to press twice.
  await expect(payments).toContainText('STRIPE · REFUNDED');
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByRole('listitem')).toContainText(/· REFUNDED · .* · Refund \S+/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) });
  await expect(history.getByText('Cancelled', { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // A retry (a second tab, a replayed request) is refused with its code and refunds nothing more.
  const again = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      query: `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "again") { orderStatus } }`,
      variables: { id: order._id },
    },
  });
  const body = (await again.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
  const detail = await adminOrder(request, admin.token, order._id);
  expect(detail.orderStatus).toBe('CANCELLED');
  expect(detail.paymentStatus).toBe('REFUNDED');
  expect(detail.payments.filter((payment) => payment.refundRef)).toHaveLength(1);
  expect(detail.payments.map((payment) => payment.status)).toEqual(['REFUNDED']);
  expect(detail.history.filter((event) => event.status === 'CANCELLED')).toEqual([
    { status: 'CANCELLED', actorRole: 'ADMIN' },
  ]);
});

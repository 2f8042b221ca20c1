import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { DEMO, gql, placeKarahiOrder, signInToken } from './order-api.ts';

// Issue 5 item 4: card and PayPal completion with the built-in demo provider
// (docs/product/screens.md#payment-screens, docs/payments.md). Orders are placed through the API as the demo
// customer; the browser then pays on the demo provider's hosted page and comes back.

let token: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  token = await signInToken(request, DEMO);
  await request.dispose();
});

async function paymentStatus(request: APIRequestContext, id: string) {
  const data = await gql<{ orderStripe: { paymentStatus: string } }>(
    request,
    token,
    `query ($id: String!) { orderStripe(id: $id) { paymentStatus } }`,
    { id },
  );
  return data.orderStripe.paymentStatus;
}

test('card: approve on the hosted page → order detail, paid', async ({ page, request }) => {
  const order = await placeKarahiOrder(request, token, 'STRIPE');
  await signInOnLoad(page, token);
  await page.goto(`/stripe?id=${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('From Karahi Point');
  await expect(summary).toContainText(order.foodTitle);
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Karahi Point' })).toBeVisible();
  await expect(page.getByText(order.orderId)).toBeVisible();
  await expect(page.getByText(/no money moves/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await paymentStatus(request, order._id)).toBe('PENDING');

  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order._id}$`), { timeout: 15_000 });
  expect(await paymentStatus(request, order._id)).toBe('PAID');
  // Back to the card screen of a paid order: straight to its detail.
  await page.goto(`/stripe?id=${order._id}`);
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order._id}$`));
});

test('card: decline → back on /stripe with an alert that stays, and the button enabled', async ({
  page,
  request,
}) => {
  const order = await placeKarahiOrder(request, token, 'STRIPE');
  await signInOnLoad(page, token);
  // The page's timers run on Playwright's clock, so "after 5 s" takes no real time.
  await page.clock.install();
  await page.goto(`/stripe?id=${order._id}`);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/stripe\\?id=${order._id}&cancelled=1$`));
  const alert = page.getByRole('alert').filter({ hasText: 'Payment declined. You can try again.' });
  await expect(alert).toBeVisible();
  // Other alerts hide after 5 s (docs/product/errors.md#how-screens-show-them); this one stays.
  await page.clock.runFor(6_000);
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with card' })).toBeEnabled();
  expect(await paymentStatus(request, order._id)).toBe('FAILED');
});

test('PayPal: approve → busy while completing → order detail, paid', async ({ page, request }) => {
  const order = await placeKarahiOrder(request, token, 'PAYPAL');
  await signInOnLoad(page, token);
  await page.goto(`/paypal?id=${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(order.foodTitle);
  await expectNoSeriousA11yViolations(page);
  // Hold the completion call so the busy state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/paypal/paypal-transaction-complete*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByText('PayPal (demo)')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/paypal\\?id=${order._id}&token=`));
  await expect(page.getByRole('status').filter({ hasText: 'Completing your payment…' })).toBeAttached();
  release();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order._id}$`), { timeout: 15_000 });
  expect(await paymentStatus(request, order._id)).toBe('PAID');
});

test('PayPal: a failed completion shows the server message and re-enables the screen', async ({
  page,
  request,
}) => {
  const order = await placeKarahiOrder(request, token, 'PAYPAL');
  await signInOnLoad(page, token);
  await page.clock.install();
  // A token the server never issued for this order: the server answers {error:true, message}.
  await page.goto(`/paypal?id=${order._id}&token=forged-token`);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'This PayPal payment was not started for this order.' });
  await expect(alert).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
});

test('an unknown order shows "Order not found" with a link to the orders', async ({ page }) => {
  await signInOnLoad(page, token);
  await page.goto('/stripe?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
  await page.goto('/paypal?id=not-an-id');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
});

// Pictures of the card, PayPal and demo pages: shots/payments.shots.ts (`npm run shots`).
test('in Arabic, the demo page is reached from the card screen and approved by keyboard', async ({
  page,
  request,
}) => {
  const card = await placeKarahiOrder(request, token, 'STRIPE');
  await signInOnLoad(page, token, 'ar');
  await page.goto(`/stripe?id=${card._id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('button')
    .filter({ hasText: /ادفع بالبطاقة/ })
    .click();
  await expect(page).toHaveURL(/\/demo-pay\//);
  // Keyboard: the approve button is reachable and works with Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-detail/${card._id}$`), { timeout: 15_000 });
});

test('card: a paid order cancelled on its screen is refunded, and the bill says so', async ({
  page,
  request,
}) => {
  // Scheduled, so the demo dispatcher leaves it PENDING and the customer may still cancel it.
  const order = await placeKarahiOrder(request, token, 'STRIPE', { scheduleInMinutes: 40 });
  await signInOnLoad(page, token);
  await page.goto(`/stripe?id=${order._id}`);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order._id}$`), { timeout: 15_000 });
  expect(await paymentStatus(request, order._id)).toBe('PAID');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  const cancelled = page.getByTestId('cancelled-view');
  await expect(cancelled).toBeVisible();
  await expect(page.getByText(/^Refunded .+ to your original payment method$/)).toBeVisible();
  // It was charged, so the cancelled view says where the money went, never "nothing will be charged".
  await expect(cancelled).toContainText('Your payment was refunded to your original payment method.');
  await expect(cancelled).not.toContainText('Nothing will be charged');
  expect(await paymentStatus(request, order._id)).toBe('REFUNDED');
});

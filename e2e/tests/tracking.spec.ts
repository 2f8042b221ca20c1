import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { DEMO, KARAHI_OWNER, gql, placeKarahiOrder, signInToken, waitForSubscription } from './order-api.ts';

// Issue 6: a declined order (the restaurant declines through the API) and a cancelled one (the customer
// cancels on the order screen); /orders moves the card from Active to Past without a reload
// (docs/product/order-states.md#transitions).
let customer: string;
let owner: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  customer = await signInToken(request, DEMO);
  owner = await signInToken(request, KARAHI_OWNER);
  await request.dispose();
});

test('a declined order shows "Your order was declined" while the page is open', async ({ page, request }) => {
  const order = await placeKarahiOrder(request, customer, 'COD', { scheduleInMinutes: 40 });
  await signInOnLoad(page, customer);
  const subscribed = waitForSubscription(page, 'OrderChanged');
  await page.goto(`/order-detail/${order._id}`);
  await subscribed;
  await expect(page.locator('[data-banner]')).toBeVisible();
  // The dispatcher waits several seconds before assigning; decline is allowed while PENDING or ACCEPTED.
  await gql(
    request,
    owner,
    `mutation ($id: String!) { declineOrder(id: $id, reason: "Out of charcoal") { _id } }`,
    {
      id: order._id,
    },
  );
  const declined = page.getByRole('alertdialog', { name: 'Your order was declined' });
  await expect(declined).toBeVisible();
  await expect(declined).toContainText('Out of charcoal');
  await expectNoSeriousA11yViolations(page);
  await declined.getByRole('button', { name: 'Cancel' }).click();
  await expect(declined).toBeHidden();
  await expect(page.getByTestId('cancelled-view')).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // issue 13 #6: the timeline ends at the cancellation; no later step waits with an "ETA".
  const timeline = page.getByRole('region', { name: 'Order progress' });
  await expect(timeline.locator('[data-step]')).toHaveCount(2);
  await expect(timeline.locator('[data-step="cancelled"]')).toContainText('Cancelled');
  await expect(timeline).not.toContainText('ETA');

  // issue 13 #5: the modal was seen, so opening the order again does not bring it back; the cancelled
  // view's "Place another order" goes to the list.
  await page.reload();
  await expect(page.getByTestId('cancelled-view')).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Your order was declined' })).toHaveCount(0);
  await page.getByTestId('cancelled-view').getByRole('link', { name: 'Place another order' }).click();
  await expect(page).toHaveURL(/\/restaurant-list$/);
});

test('the customer cancels on the order screen and /orders moves the card to Past', async ({
  page,
  request,
}, testInfo) => {
  const order = await placeKarahiOrder(request, customer, 'COD', { scheduleInMinutes: 40 });
  await signInOnLoad(page, customer);
  await page.goto('/orders');
  const active = page.getByRole('tabpanel', { name: 'Active orders' });
  await expect(active.locator(`[data-order-id="${order._id}"]`)).toBeVisible();

  await active.locator(`[data-order-id="${order._id}"]`).getByRole('link').click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(confirm.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('cancelled-view')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your order was cancelled.' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Your order was declined' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('cancelled-view.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.goto('/orders');
  await expect(
    page.getByRole('tabpanel', { name: 'Active orders' }).locator(`[data-order-id="${order._id}"]`),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past orders' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Past orders' }).locator(`[data-order-id="${order._id}"]`),
  ).toContainText('Order cancelled');
});

test('/orders moves a card between the tabs live, and the tabs work by keyboard', async ({
  page,
  request,
}) => {
  const order = await placeKarahiOrder(request, customer, 'COD', { scheduleInMinutes: 40 });
  await signInOnLoad(page, customer);
  const subscribed = waitForSubscription(page, 'OrdersChanged');
  await page.goto('/orders');
  await subscribed;
  const card = (panel: string) =>
    page.getByRole('tabpanel', { name: panel }).locator(`[data-order-id="${order._id}"]`);
  await expect(card('Active orders')).toBeVisible();
  await gql(request, customer, `mutation ($id: String!) { cancelOrder(id: $id) { _id } }`, { id: order._id });
  await expect(card('Active orders')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Past orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(card('Past orders')).toContainText('Order cancelled');
});

test('an order being prepared, on a phone in Arabic', async ({ page, request }, testInfo) => {
  const order = await placeKarahiOrder(request, customer);
  await signInOnLoad(page, customer);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/order-detail/${order._id}?lang=ar`);
  // ACCEPTED shows the minutes left until the preparation time and "Preparing your food." (on a busy
  // machine the rider may already be assigned by the time the page is up).
  const banner = page.locator('[data-banner="accepted"], [data-banner="assigned"]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/جارٍ تحضير طعامك|تم تعيين سائق لطلبك/);
  await expect(page.locator('[data-step="picked"]')).toContainText('--:--');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('order-accepted-ar-375.png'), fullPage: true });
});

test('a pick-up order shows "Pick-up" and no delivery row', async ({ page, request }) => {
  const order = await placeKarahiOrder(request, customer, 'COD', { scheduleInMinutes: 40, pickUp: true });
  await signInOnLoad(page, customer);
  await page.goto(`/order-detail/${order._id}`);
  await expect(page.getByRole('heading', { name: 'Collection' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Pick-up', { exact: true })).toBeVisible();
  await expect(page.locator('[data-bill-row="subtotal"]')).toBeVisible();
  await expect(page.locator('[data-bill-row="delivery"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with rider' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeDisabled();
});

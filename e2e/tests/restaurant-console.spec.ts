import type { Browser, Locator, Page } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from './console-server.ts';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { expectMenuLinksTo, expectStaffShell, signInThroughForm } from './staff-shell.ts';
import {
  boardLoaded,
  DEMO,
  KARAHI_OWNER,
  placeKarahiOrder,
  selectDemoHome,
  signInToken,
} from './order-api.ts';

// Issue 15, the restaurant side (docs/restaurant-console.md), on a server without the demo dispatcher:
// the restaurant user's console hears a customer's order live, with its alert and beep, and accepts,
// declines or hands it over; the customer's order page follows each change.

let server: ConsoleServer;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startConsoleServer();
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
});

const SCREENSHOTS = 'test-results/restaurant-console';

/** A signed-in page of its own browser context (one person: customer or restaurant). */
async function personPage(
  browser: Browser,
  token: string | null,
  options: { width?: number; language?: string } = {},
) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  if (token) await signInOnLoad(page, token, options.language);
  return page;
}

async function openConsole(page: Page) {
  await page.goto('/console');
  // The console's chunk and texts load after the page frame: give a cold server a moment more.
  await expect(page.getByRole('heading', { name: 'Karahi Point' })).toBeVisible({ timeout: 20_000 });
  await boardLoaded(page);
}

/** The card of one order on the console's board. */
const card = (scope: Page | Locator, orderId: string) =>
  scope.locator('article').filter({ hasText: orderId });

test('the owner signs in and lands on the console, in its own shell, at 1280, 1024 and 375 px', async ({
  browser,
}) => {
  const restaurant = await personPage(browser, null);
  await signInThroughForm(restaurant, KARAHI_OWNER);
  await expect(restaurant).toHaveURL(/\/console$/, { timeout: 20_000 });
  const header = restaurant.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: 'Karahi Point' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(header.locator('[data-state]')).toHaveText('Open, taking orders');
  await boardLoaded(restaurant);
  await expectStaffShell(restaurant);
  await expectMenuLinksTo(restaurant, 'Restaurant console', '/console');
  await restaurant.screenshot({ path: `${SCREENSHOTS}/shell-1280.png` });

  // A tablet in landscape: the board's four columns side by side.
  await restaurant.setViewportSize({ width: 1024, height: 768 });
  const columns = restaurant.locator('[data-column]');
  await expect(columns).toHaveCount(4);
  const boxes = await columns.evaluateAll((sections) =>
    sections.map((section) => section.getBoundingClientRect()),
  );
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  for (const [index, box] of boxes.entries()) {
    if (index > 0) expect(box.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right);
  }
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/shell-1024.png` });

  // A phone, in Arabic: right to left, the same shell, clean for axe, and usable by keyboard.
  await restaurant.setViewportSize({ width: 375, height: 812 });
  await restaurant.goto('/console?lang=ar');
  await expect(restaurant.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(header.getByRole('heading', { level: 1, name: 'Karahi Point' })).toBeVisible({
    timeout: 20_000,
  });
  await boardLoaded(restaurant);
  await expect(restaurant.getByRole('contentinfo')).toHaveCount(0);
  await restaurant.keyboard.press('Tab');
  await expect(restaurant.getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeFocused();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/shell-375-ar.png`, fullPage: true });
  await restaurant.setViewportSize({ width: 1024, height: 768 });
  await restaurant.screenshot({ path: `${SCREENSHOTS}/shell-1024-ar.png` });
  await restaurant.goto('/console?lang=en');
  await restaurant.context().close();
});

test('a COD delivery order arrives live with its alert and beep, is accepted with 10 minutes, and the customer sees it', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const [customerToken, ownerToken] = await Promise.all([
    signInToken(api, DEMO),
    signInToken(api, KARAHI_OWNER),
  ]);
  await selectDemoHome(api, customerToken);
  const restaurant = await personPage(browser, ownerToken);
  await openConsole(restaurant);
  // The sound starts off (autoplay policy) until the restaurant turns it on with a click.
  const sound = restaurant.getByRole('button', { name: 'Enable sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(restaurant.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');

  const order = await placeKarahiOrder(api, customerToken, 'COD');
  const alert = restaurant.getByRole('alert').filter({ hasText: `New order ${order.orderId}` });
  await expect(alert).toBeVisible();
  await expect(restaurant.locator('[data-beeps]')).toHaveAttribute('data-beeps', '1');
  const newColumn = restaurant.locator('[data-column="new"]');
  await expect(card(newColumn, order.orderId)).toContainText('Delivery');
  await expect(card(newColumn, order.orderId)).toContainText(order.foodTitle);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/board-new-order-1280.png`, fullPage: true });

  const customer = await personPage(browser, customerToken);
  await customer.goto(`/order-detail/${order._id}`);
  await expect(customer.getByText('Waiting for the restaurant to accept your order.')).toBeVisible({
    timeout: 20_000,
  });

  // By keyboard: choose 10 minutes and accept.
  const orderCard = card(restaurant, order.orderId);
  await orderCard.getByLabel('Preparation time').focus();
  await orderCard.getByLabel('Preparation time').selectOption('10');
  await restaurant.keyboard.press('Tab');
  await expect(orderCard.getByRole('button', { name: 'Accept' })).toBeFocused();
  await restaurant.keyboard.press('Enter');
  await expect(restaurant.locator('[data-column="preparing"]').getByText(order.orderId)).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(customer.getByText('Preparing your food.')).toBeVisible();
  // The estimate is the preparation time plus the restaurant's delivery time.
  await expect(customer.getByText(/\d+ min remaining/)).toBeVisible();
  await expect(restaurant.locator('[data-figure="ordersToday"]')).toHaveText('1');
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.context().close();
  await customer.context().close();
  await api.dispose();
});

test('declined with a reason, the customer sees the declined view', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const [customerToken, ownerToken] = await Promise.all([
    signInToken(api, DEMO),
    signInToken(api, KARAHI_OWNER),
  ]);
  await selectDemoHome(api, customerToken);
  // A phone-sized console in Arabic, right to left.
  const restaurant = await personPage(browser, ownerToken, { width: 375, language: 'ar' });
  await openConsole(restaurant);
  await expect(restaurant.locator('html')).toHaveAttribute('dir', 'rtl');
  const order = await placeKarahiOrder(api, customerToken, 'COD');
  await expect(restaurant.getByRole('alert').filter({ hasText: order.orderId })).toBeVisible();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/board-375-ar.png`, fullPage: true });

  const customer = await personPage(browser, customerToken);
  await customer.goto(`/order-detail/${order._id}`);
  await card(restaurant, order.orderId).getByRole('button', { name: 'رفض' }).click();
  const dialog = restaurant.getByRole('dialog');
  await dialog.getByLabel('السبب').fill('Out of charcoal');
  await restaurant.screenshot({ path: `${SCREENSHOTS}/decline-dialog-375-ar.png` });
  await dialog.getByRole('button', { name: 'رفض الطلب' }).click();
  await expect(restaurant.locator('[data-column="done"]').getByText(order.orderId)).toBeVisible();

  const declined = customer.getByRole('alertdialog', { name: 'Your order was declined' });
  await expect(declined).toBeVisible();
  await expect(declined).toContainText('Out of charcoal');
  await restaurant.context().close();
  await customer.context().close();
  await api.dispose();
});

test('a pick-up order is accepted and handed over by the restaurant', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const [customerToken, ownerToken] = await Promise.all([
    signInToken(api, DEMO),
    signInToken(api, KARAHI_OWNER),
  ]);
  const restaurant = await personPage(browser, ownerToken, { width: 375 });
  await openConsole(restaurant);
  const order = await placeKarahiOrder(api, customerToken, 'COD', { pickUp: true });
  const orderCard = card(restaurant, order.orderId);
  await expect(orderCard).toContainText('Pick-up');
  await orderCard.getByRole('button', { name: 'Accept' }).click();
  await expect(orderCard.getByRole('button', { name: 'Handed over' })).toBeVisible();

  const customer = await personPage(browser, customerToken);
  await customer.goto(`/order-detail/${order._id}`);
  await expect(customer.getByText('Preparing your food.')).toBeVisible();
  await orderCard.getByRole('button', { name: 'Handed over' }).click();
  await expect(restaurant.locator('[data-column="done"]').getByText(order.orderId)).toBeVisible();
  await expect(orderCard).toContainText('Delivered');
  await expect(customer.getByText('Enjoy your meal!')).toBeVisible();
  await restaurant.context().close();
  await customer.context().close();
  await api.dispose();
});

test('menu and hours at 1280 px: an out-of-stock food shows on the customer menu; pause shows closed', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const ownerToken = await signInToken(api, KARAHI_OWNER);
  const restaurant = await personPage(browser, ownerToken);
  await openConsole(restaurant);
  await restaurant.getByRole('button', { name: 'Menu and stock' }).click();
  const firstFood = restaurant.getByRole('checkbox').first();
  const foodName = (await firstFood.locator('xpath=ancestor::li').locator('label bdi').textContent())!;
  // The box shows the server's state, so it changes once the mutation is answered, not on the click.
  await firstFood.click();
  await expect(firstFood).not.toBeChecked();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/menu-1280.png`, fullPage: true });

  const visitor = await browser.newPage({ baseURL: server.baseURL });
  await visitor.goto('/restaurant/karahi-point');
  const foodCard = visitor.locator('article').filter({ hasText: foodName });
  await expect(foodCard).toContainText('Out of stock');
  await expect(foodCard.getByRole('button', { name: `Add ${foodName}` })).toBeDisabled();
  await firstFood.click();
  await expect(firstFood).toBeChecked();

  // The button says what it does: pause while open, resume while paused.
  await restaurant.getByRole('button', { name: 'Pause new orders' }).click();
  await expect(restaurant.getByText('Paused (busy)')).toBeVisible();
  await expect(restaurant.getByRole('button', { name: 'Pause new orders' })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('Closed').first()).toBeVisible();
  await restaurant.getByRole('button', { name: 'Resume taking orders' }).click();
  await expect(restaurant.getByText('Open, taking orders')).toBeVisible();
  await expect(restaurant.getByRole('button', { name: 'Pause new orders' })).toBeVisible();

  await restaurant.getByRole('button', { name: 'Opening hours' }).click();
  await expect(restaurant.getByRole('group', { name: 'Monday' })).toBeVisible();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/hours-1280.png`, fullPage: true });
  await restaurant.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(restaurant.getByRole('status').filter({ hasText: 'Opening hours saved.' })).toBeVisible();
  await visitor.close();
  await restaurant.context().close();
  await api.dispose();
});

test('busy controls, history with CSV, reports and reviews at 1024 px', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const restaurant = await personPage(browser, await signInToken(api, KARAHI_OWNER), { width: 1024 });
  await openConsole(restaurant);

  // A 30-minute pause says when it ends, and resume ends it at once.
  await restaurant.getByRole('button', { name: 'Pause 30 min' }).click();
  await expect(restaurant.getByRole('status').filter({ hasText: /Paused until/ })).toBeVisible();
  await expect(restaurant.getByText('Paused (busy)')).toBeVisible();
  await restaurant.getByRole('button', { name: 'Resume now' }).click();
  await expect(restaurant.getByRole('status').filter({ hasText: 'Taking orders.' })).toBeVisible();
  await restaurant.getByRole('button', { name: '+15 min' }).click();
  await expect(restaurant.getByRole('button', { name: '+15 min' })).toHaveAttribute('aria-pressed', 'true');
  await restaurant.getByRole('button', { name: 'No extra time' }).click();
  await expectNoSeriousA11yViolations(restaurant);

  await restaurant.getByRole('button', { name: 'History' }).click();
  await expect(restaurant.getByRole('status').filter({ hasText: /Orders found/ })).toBeVisible();
  const download = restaurant.waitForEvent('download');
  await restaurant.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-.*\.csv$/);
  await expectNoSeriousA11yViolations(restaurant);

  await restaurant.getByRole('button', { name: 'Reports' }).click();
  await expect(restaurant.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.screenshot({ path: `${SCREENSHOTS}/reports-1024.png`, fullPage: true });

  await restaurant.getByRole('button', { name: 'Reviews' }).click();
  await expect(restaurant.getByRole('heading', { name: /^Reviews \(/ })).toBeVisible();
  await expectNoSeriousA11yViolations(restaurant);
  await restaurant.context().close();
  await api.dispose();
});

import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  storeSession,
  test,
  waitForHydration,
  isOperation,
} from './fixtures.ts';
import { expectMenuLinksTo, expectStaffShell, signInThroughForm } from './staff-shell.ts';
import {
  boardLoaded,
  DEMO,
  KARAHI_OWNER,
  KARAHI_SLUG,
  gql,
  placeKarahiOrder,
  selectDemoHome,
  signInSession,
} from './order-api.ts';

// A whole delivery by hand on the server without the demo dispatcher (playwright.config.ts "manual"):
// the customer orders cash on delivery, the restaurant's console hears it and accepts, two riders go online, one
// takes the offer while it disappears from the other, rides with the customer watching, chats,
// picks up and delivers; the customer reviews. docs/rider-app.md.

const RIDER_1 = { email: 'rider1@example.com', password: 'Demo1234' };
const RIDER_2 = { email: 'rider2@example.com', password: 'Demo1234' };

type Place = { latitude: number; longitude: number };

async function signedInPage(browser: Browser, baseURL: string, account: typeof DEMO, place?: Place) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    ...(place ? { permissions: ['geolocation'], geolocation: place } : {}),
  });
  // Like the fixture's pages: nothing but the app's own origin.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  // Like the fixture's pages: `goto` returns once React has taken the page over.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  await storeSession(page, await signInSession(page.request, account));
  return { context, page };
}

async function goOnline(page: Page) {
  await page.goto('/rider');
  await expect(page.getByRole('heading', { level: 1, name: 'Rider' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: /^Go (online|offline)$/ });
  // By keyboard. A failed first attempt of the journey may have left the rider online: its retry must
  // not wait out the whole timeout for a switch that is not there.
  if ((await toggle.getAttribute('aria-checked')) !== 'true') {
    await toggle.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('switch', { name: 'Go offline' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('rider-status')).toHaveText('You are online and sharing your position.');
}

test('a delivery by hand: two riders, one offer, chat, pick up, deliver, review', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Three browsers on one shared machine: generous, but every wait below is for a real event.
  test.setTimeout(300_000);
  const customerToken = (await signInSession(request, DEMO)).token;
  await selectDemoHome(request, customerToken);
  const { restaurant } = await gql<{ restaurant: { location: { coordinates: [number, number] } } }>(
    request,
    null,
    `query ($slug: String) { restaurant(slug: $slug) { location { coordinates } } }`,
    { slug: KARAHI_SLUG },
  );
  const [lng, lat] = restaurant.location.coordinates;
  const nearRestaurant = { latitude: lat + 0.004, longitude: lng + 0.004 };

  // The restaurant's console is open before the order comes in: it hears it live.
  const restaurantSide = await signedInPage(browser, baseURL!, KARAHI_OWNER);
  const board = restaurantSide.page;
  await board.goto('/console');
  await expect(board.getByRole('heading', { name: 'Karahi Point' })).toBeVisible({ timeout: 20_000 });
  await boardLoaded(board);

  const order = await placeKarahiOrder(request, customerToken, 'COD');
  await expect(board.getByRole('alert').filter({ hasText: `New order ${order.orderId}` })).toBeVisible();
  const orderCard = board.locator('[data-column="new"] article').filter({ hasText: order.orderId });
  await expect(orderCard).toContainText('Delivery');

  const rider1 = await signedInPage(browser, baseURL!, RIDER_1, nearRestaurant);
  const rider2 = await signedInPage(browser, baseURL!, RIDER_2, nearRestaurant);
  await goOnline(rider1.page);
  await goOnline(rider2.page);
  await expect(rider1.page.getByText('No offers near you right now.', { exact: false })).toBeVisible();

  // Nobody moves the order but people: it is still PENDING until the restaurant accepts it with 10 minutes.
  await orderCard.getByLabel('Preparation time').selectOption('10');
  await orderCard.getByRole('button', { name: 'Accept' }).click();
  await expect(board.locator('[data-column="preparing"]').getByText(order.orderId)).toBeVisible();
  const offer1 = rider1.page.locator(`[data-testid="rider-offer"][data-order="${order.orderId}"]`);
  const offer2 = rider2.page.locator(`[data-testid="rider-offer"][data-order="${order.orderId}"]`);
  await expect(offer1).toBeVisible();
  await expect(offer2).toBeVisible();
  // An offer names the restaurant, never the customer's address.
  await expect(offer1).toContainText('Karahi Point');
  await expectNoSeriousA11yViolations(rider1.page);
  await rider1.page.screenshot({ path: testInfo.outputPath('rider-offers-1280.png'), fullPage: true });

  // Rider 2's list is held back, so the offer is still on their screen when rider 1 takes it.
  const held: Route[] = [];
  await rider2.page.route('**/graphql', async (route) => {
    if (isOperation(route.request().postData(), 'RiderOffers')) held.push(route);
    else await route.continue();
  });
  await offer1.getByRole('button', { name: /Take offer/ }).click();
  const delivery = rider1.page.getByTestId('rider-delivery');
  await expect(delivery).toHaveAttribute('data-status', 'ASSIGNED');
  await offer2.getByRole('button', { name: /Take offer/ }).click();
  const taken = rider2.page.getByText('Another rider took this order first.');
  await expect(taken).toBeVisible();
  // A held read the page has since replaced (and cancelled) is already settled: nothing to let go.
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await rider2.page.unroute('**/graphql');
  await expect(offer2).toHaveCount(0);
  // The offer left the list: the notice about it still holds.
  await expect(taken).toBeVisible();
  await expect(rider1.page.getByTestId('rider-route')).toContainText('km');
  await expect(delivery.getByRole('link', { name: /^Call / })).toBeVisible();

  // The customer follows the order; the rider's position moves on its map.
  const customer = await signedInPage(browser, baseURL!, DEMO);
  await customer.page.goto(`/order-detail/${order._id}`);
  await expect(
    customer.page.getByRole('heading', { name: 'Your order is assigned to a rider.' }),
  ).toBeVisible({ timeout: 20_000 });
  const mapBox = customer.page.locator('[data-rider-position]');
  await expect(mapBox).toBeVisible({ timeout: 15_000 });
  const first = await mapBox.getAttribute('data-rider-position');
  const moved = { latitude: lat + 0.001, longitude: lng + 0.001 };
  await rider1.context.setGeolocation(moved);
  await expect(mapBox).toHaveAttribute(
    'data-rider-position',
    `${moved.latitude.toFixed(5)},${moved.longitude.toFixed(5)}`,
    { timeout: 20_000 },
  );
  expect(first).not.toBe(`${moved.latitude.toFixed(5)},${moved.longitude.toFixed(5)}`);

  // Chat both ways.
  const riderInput = rider1.page.getByRole('textbox', { name: 'Message to the customer' });
  await riderInput.fill('On my way to Karahi Point');
  await riderInput.press('Enter');
  await customer.page.getByRole('button', { name: 'Chat with rider' }).click();
  const chat = customer.page.getByRole('dialog', { name: "Let's start chat with your rider" });
  await expect(chat.locator('li[data-own="false"]')).toContainText('On my way to Karahi Point');
  const customerInput = chat.getByRole('textbox', { name: 'Message' });
  await customerInput.fill('Ring the bell please');
  await customerInput.press('Enter');
  await expect(rider1.page.getByTestId('rider-chat-messages')).toContainText('Ring the bell please');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expectNoSeriousA11yViolations(rider1.page);
  await rider1.page.screenshot({ path: testInfo.outputPath('rider-delivery-1280.png'), fullPage: true });

  // Arabic, on a phone.
  await rider1.page.setViewportSize({ width: 375, height: 800 });
  await rider1.page.goto('/rider?lang=ar');
  await expect(rider1.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rider1.page.getByRole('button', { name: 'تم الاستلام' })).toBeVisible();
  await expectNoSeriousA11yViolations(rider1.page);
  await rider1.page.screenshot({ path: testInfo.outputPath('rider-delivery-375-ar.png'), fullPage: true });
  await rider1.page.goto('/rider?lang=en');

  // Going offline mid-delivery is refused, and the notice says why only while that holds.
  const busy = rider1.page.getByText('Finish your current delivery before going offline.');
  await rider1.page.getByRole('switch', { name: 'Go offline' }).click();
  await expect(busy).toBeVisible();
  await rider1.page.getByRole('button', { name: 'Picked up' }).click();
  await expect(delivery).toHaveAttribute('data-status', 'PICKED');
  await rider1.page.getByRole('button', { name: 'Delivered' }).click();
  await expect(delivery).toHaveCount(0);
  await expect(rider1.page.getByText('No offers near you right now.', { exact: false })).toBeVisible();
  await expect(busy).toHaveCount(0);

  await expect(customer.page.getByRole('heading', { name: 'Enjoy your meal!' })).toBeVisible();
  await customer.page.getByRole('button', { name: 'Review your order' }).click();
  const review = customer.page.getByRole('dialog', { name: 'Review your order' });
  await review.getByRole('radio', { name: '4 out of 5' }).click();
  await review.getByRole('textbox', { name: 'Tell us about your order' }).fill('Fast rider, hot food.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review).toBeHidden();
  await expect(customer.page.getByRole('button', { name: 'Review your order' })).toHaveCount(0);

  // A new offer reaches rider 2: the notice about the earlier one is no longer true, and goes.
  const next = await placeKarahiOrder(request, customerToken, 'COD');
  const nextCard = board.locator('[data-column="new"] article').filter({ hasText: next.orderId });
  await nextCard.getByRole('button', { name: 'Accept' }).click();
  await expect(
    rider2.page.locator(`[data-testid="rider-offer"][data-order="${next.orderId}"]`),
  ).toBeVisible();
  await expect(taken).toHaveCount(0);

  for (const context of [rider1.context, rider2.context, customer.context, restaurantSide.context])
    await context.close();
});

test('a rider signs in and lands on the rider app, in its own shell; offline shares nothing; a customer is told the screen is for riders', async ({
  page,
}, testInfo) => {
  await signInThroughForm(page, { email: 'rider3@example.com', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/rider$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Rider' })).toBeVisible();
  await expect(page.getByTestId('rider-status')).toContainText('You are offline');
  await expect(page.getByRole('banner').locator('[data-state]')).toHaveText('Offline');
  await expectStaffShell(page);
  await expectMenuLinksTo(page, 'Rider app', '/rider');
  await page.screenshot({ path: testInfo.outputPath('rider-shell-1280.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('rider-shell-1024.png') });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/rider');
  await expect(page.getByTestId('rider-status')).toContainText('You are offline');
  await expect(page.getByText('Go online to see offers near you.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('rider-offline-375.png'), fullPage: true });

  // Arabic, right to left, on the phone: the same shell, clean for axe.
  await page.goto('/rider?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').locator('[data-state]')).toHaveText('غير متصل');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('rider-shell-375-ar.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('rider-shell-1280-ar.png') });
  await page.goto('/rider?lang=en');

  await storeSession(page, await signInSession(page.request, DEMO));
  await page.goto('/rider');
  await expect(page.getByText('This screen is for riders.', { exact: false })).toBeVisible();
});

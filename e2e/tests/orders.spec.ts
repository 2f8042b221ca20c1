import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { DEMO, KARAHI_SLUG, type PlacedOrder, fillCart, selectDemoHome, signInToken } from './order-api.ts';

// Issue 6: /orders and /order-detail/:id followed live while the demo dispatcher (DISPATCH_SPEED=10 in the
// e2e config) accepts, assigns, drives, picks up and delivers; chat with the rider, review and reorder
// (docs/product/screens.md#orders, docs/product/screens.md#order-detail).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let token: string;
let order: PlacedOrder;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  token = await signInToken(request, DEMO);
  await selectDemoHome(request, token);
  await request.dispose();
});

const banner = (page: Page) => page.locator('[data-banner]');
const riderMarker = (page: Page) => page.locator('[data-marker-id="rider"]');

test('an order is followed live from /orders to delivery, with chat, review and reorder', async ({
  page,
}, testInfo) => {
  await signInOnLoad(page, token);
  // Placed the way a customer does it: a cart, /checkout, cash on delivery (the default).
  await page.goto('/privacy');
  const { food } = await fillCart(page, KARAHI_SLUG, 3);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-detail\/[0-9a-f-]{36}$/);
  // The heading says "Order …" until the order has loaded, then its number.
  const heading = page.getByRole('heading', { level: 1, name: /^Order [A-Z0-9][A-Z0-9-]*$/ });
  await expect(heading).toBeVisible();
  order = {
    _id: new URL(page.url()).pathname.split('/').pop()!,
    orderId: ((await heading.textContent()) ?? '').replace(/^Order\s*/, '').trim(),
    foodTitle: food.title,
  };
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const activePanel = page.getByRole('tabpanel', { name: 'Active orders' });
  const card = activePanel.locator(`[data-order-id="${order._id}"]`);
  await expect(card).toBeVisible();
  // Names on cards are cut to 8 letters: "Karahi Point" → "Karahi P"
  // (docs/product/limits.md#text-and-quantity).
  await expect(card.getByRole('heading')).toHaveText('Karahi P');
  await expect(card.getByRole('progressbar')).toBeVisible();

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Map of your order/ })).toBeVisible();

  // No reload from here on: every change arrives over the subscriptions. The dispatcher runs on its
  // own (real) clock, so the page records each banner it shows: on a loaded machine the test may look
  // after a state has already passed, but the page must still have gone through it. The accessibility
  // scans of these screens run once the order is delivered, outside this timed stretch.
  await page.evaluate(() => {
    const w = window as unknown as {
      bannersSeen: string[];
      riderSeenWhileAssigned: boolean;
      /** Distinct rider positions (map attribute and marker transform) shown while picked up. */
      pickedPositions: string[];
      pickedTransforms: string[];
    };
    w.bannersSeen = [];
    w.riderSeenWhileAssigned = false;
    w.pickedPositions = [];
    w.pickedTransforms = [];
    const remember = (list: string[], value: string | null | undefined) => {
      if (value && !list.includes(value)) list.push(value);
    };
    const record = () => {
      const value = document.querySelector('[data-banner]')?.getAttribute('data-banner');
      if (value && w.bannersSeen.at(-1) !== value) w.bannersSeen.push(value);
      const rider = document.querySelector<HTMLElement>('[data-marker-id="rider"]');
      if (value === 'assigned' && rider) w.riderSeenWhileAssigned = true;
      if (value === 'picked' && rider) {
        remember(
          w.pickedPositions,
          document.querySelector('[data-rider-position]')?.getAttribute('data-rider-position'),
        );
        remember(w.pickedTransforms, rider.style.transform);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const bannersSeen = () => page.evaluate(() => (window as unknown as { bannersSeen: string[] }).bannersSeen);
  await expect(banner(page)).toHaveAttribute('data-banner', /accepted|assigned|picked|delivered/, {
    timeout: 20_000,
  });
  await expect(page.locator('[data-step="accepted"]')).toHaveAttribute('data-reached', 'true');
  await expect(page.locator('[data-step="accepted"] [data-testid="step-time"]')).not.toContainText('--:--');

  await expect.poll(bannersSeen, { timeout: 30_000 }).toContain('assigned');
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (window as unknown as { riderSeenWhileAssigned: boolean }).riderSeenWhileAssigned,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.screenshot({ path: testInfo.outputPath('order-detail-assigned.png'), fullPage: true });

  // Chat: the rider greets the customer and answers one message.
  await page.getByRole('button', { name: 'Chat with rider' }).click();
  const chat = page.getByRole('dialog', { name: "Let's start chat with your rider" });
  await expect(chat).toBeVisible();
  const riderMessages = chat.locator('li[data-own="false"]');
  await expect(riderMessages.first()).toBeVisible({ timeout: 20_000 });
  const before = await riderMessages.count();
  const input = chat.getByRole('textbox', { name: 'Message' });
  // An empty message is not sent; Shift+Enter adds a line instead of sending.
  await input.press('Enter');
  await expect(chat.locator('li[data-own="true"]')).toHaveCount(0);
  await input.fill('Hello rider');
  await input.press('Shift+Enter');
  await input.pressSequentially('Ring the bell please');
  await expect(chat.locator('li[data-own="true"]')).toHaveCount(0);
  await input.press('Enter');
  await expect(chat.locator('li[data-own="true"]')).toContainText('Hello rider');
  await expect(input).toHaveValue('');
  await expect(riderMessages).toHaveCount(before + 1, { timeout: 20_000 });
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();

  // The rider drives to the restaurant, waits for the food, then drives to the customer: while it is
  // on the way its marker moves with every reported position.
  await expect.poll(bannersSeen, { timeout: 45_000 }).toContain('picked');
  const picked = () =>
    page.evaluate(() => {
      const w = window as unknown as { pickedPositions: string[]; pickedTransforms: string[] };
      return { positions: w.pickedPositions.length, transforms: w.pickedTransforms.length };
    });
  await expect.poll(async () => (await picked()).positions, { timeout: 45_000 }).toBeGreaterThan(1);
  await expect.poll(async () => (await picked()).transforms, { timeout: 5_000 }).toBeGreaterThan(1);

  await expect(banner(page)).toHaveAttribute('data-banner', 'delivered', { timeout: 45_000 });
  // Every state was shown, in order, without a reload.
  expect(await bannersSeen()).toEqual(expect.arrayContaining(['assigned', 'picked', 'delivered']));
  const seen = await bannersSeen();
  expect(seen.indexOf('assigned')).toBeLessThan(seen.indexOf('picked'));
  expect(seen.indexOf('picked')).toBeLessThan(seen.indexOf('delivered'));
  await expect(page.getByRole('heading', { name: 'Enjoy your meal!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Chat with rider' }).click();
  await expect(chat).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  // issue 13 #8: once delivered the rider has left the map.
  await expect(riderMarker(page)).toHaveCount(0);
  for (const step of ['placed', 'accepted', 'assigned', 'picked', 'delivered']) {
    await expect(page.locator(`[data-step="${step}"] [data-testid="step-time"]`)).not.toContainText('--:--');
  }
  // The bill: subtotal = total − delivery − tax − tip, a delivery row for a delivery order.
  await expect(page.locator('[data-bill-row="delivery"]')).toBeVisible();
  await expect(page.locator('[data-bill-row="total"]')).toContainText('Total (incl. TAX)');

  // Review: at least 2 stars and a description, then the button is gone.
  await page.getByRole('button', { name: 'Review your order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  const submit = review.getByRole('button', { name: 'Submit review' });
  await expect(submit).toBeDisabled();
  await review.getByRole('radio', { name: '1 out of 5' }).click();
  await review.getByRole('textbox', { name: 'Tell us about your order' }).fill('Hot and on time.');
  await expect(submit).toBeDisabled();
  // By keyboard from the first star: each arrow moves to and chooses the next one.
  await review.getByRole('radio', { name: '1 out of 5' }).click();
  for (const stars of [2, 3, 4]) {
    await page.keyboard.press('ArrowRight');
    await expect(review.getByRole('radio', { name: `${stars} out of 5` })).toBeChecked();
  }
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('review-dialog.png') });
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(review).toBeHidden();
  // issue 13 #13: the customer is thanked for the review.
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review your order' })).toHaveCount(0);

  // Reorder: the restaurant page opens with the order's items in the cart.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${KARAHI_SLUG}$`));
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'));
  expect(cart.restaurant.slug).toBe(KARAHI_SLUG);
  expect(cart.lines.map((l: { foodTitle: string }) => l.foodTitle)).toContain(order.foodTitle);
  await expect(page.getByText('One or more item is not available')).toHaveCount(0);

  // /orders: the order is now under Past orders.
  await page.goto('/orders');
  await page.getByRole('tab', { name: 'Past orders' }).click();
  const pastCard = page
    .getByRole('tabpanel', { name: 'Past orders' })
    .locator(`[data-order-id="${order._id}"]`);
  await expect(pastCard).toContainText('Order completed');
  await expect(page.getByRole('tabpanel', { name: 'Past orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Pictures of these screens: shots/orders.shots.ts (`npm run shots`).
for (const language of ['en', 'ar'] as const) {
  for (const width of [1400, 375]) {
    test(`the delivered order at ${width} px in ${language}`, async ({ page }) => {
      await signInOnLoad(page, token);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/order-detail/${order._id}?lang=${language}`);
      await expect(page.locator('[data-banner="delivered"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('.leaflet-container')).toBeVisible();
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The chat history stays readable after delivery (the first action is "Chat with rider").
      await page.locator('main').getByRole('button').first().click();
      await expect(page.getByRole('dialog').locator('li').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto(`/orders?lang=${language}`);
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[data-order-id="${order._id}"]`)).toBeVisible();
    });
  }
}

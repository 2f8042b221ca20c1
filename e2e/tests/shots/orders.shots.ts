import { expect, signInOnLoad, test } from '../fixtures.ts';
import { DEMO, gql, placeKarahiOrder, selectDemoHome, signInToken } from '../order-api.ts';
import { shoot } from './shots.ts';

// A delivered order's screen, its chat and the past orders tab, at 1400 and 375 px in English and
// Arabic (the journeys: ../orders.spec.ts). The demo dispatcher delivers the order first.
test.describe.configure({ timeout: 240_000 });

test('the delivered order, its chat and the orders list', async ({ page, request }) => {
  const token = await signInToken(request, DEMO);
  await selectDemoHome(request, token);
  const order = await placeKarahiOrder(request, token);
  const status = async () =>
    (
      await gql<{ order: { orderStatus: string } }>(
        request,
        token,
        'query ($id: String!) { order(id: $id) { orderStatus } }',
        { id: order._id },
      )
    ).order.orderStatus;
  await expect.poll(status, { timeout: 180_000, intervals: [1_000] }).toBe('DELIVERED');
  await signInOnLoad(page, token);
  for (const language of ['en', 'ar']) {
    for (const width of [1400, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/order-detail/${order._id}?lang=${language}`);
      await expect(page.locator('[data-banner="delivered"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await shoot(page, `order-detail-${language}-${width}`, { fullPage: true });
      await page.locator('main').getByRole('button').first().click();
      await expect(page.getByRole('dialog').locator('li').first()).toBeVisible();
      await shoot(page, `chat-${language}-${width}`);
      await page.keyboard.press('Escape');
      await page.goto(`/orders?lang=${language}`);
      await page.getByRole('tab').nth(1).click();
      await expect(page.locator(`[data-order-id="${order._id}"]`)).toBeVisible();
      await shoot(page, `orders-${language}-${width}`, { fullPage: true });
    }
  }
});

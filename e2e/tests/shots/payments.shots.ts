import { expect, signInOnLoad, test } from '../fixtures.ts';
import { DEMO, placeKarahiOrder, signInToken } from '../order-api.ts';
import { shoot } from './shots.ts';

// The card (declined) and PayPal screens at 1400 and 375 px in English and Arabic, and the demo
// provider's hosted page (the journeys: ../payments.spec.ts).
test.describe.configure({ timeout: 90_000 });

test('card, PayPal and the demo page', async ({ page, request }) => {
  const token = await signInToken(request, DEMO);
  const card = await placeKarahiOrder(request, token, 'STRIPE');
  const paypal = await placeKarahiOrder(request, token, 'PAYPAL');
  for (const lang of ['en', 'ar']) {
    await signInOnLoad(page, token, lang);
    for (const width of [1400, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/stripe?id=${card._id}&cancelled=1`);
      await expect(page.getByRole('region').first()).toBeVisible();
      await shoot(page, `stripe-${lang}-${width}`, { fullPage: true });
      await page.goto(`/paypal?id=${paypal._id}`);
      await expect(page.getByRole('region').first()).toBeVisible();
      await shoot(page, `paypal-${lang}-${width}`, { fullPage: true });
    }
  }
  await page.goto(`/stripe?id=${card._id}`);
  await page
    .getByRole('button')
    .filter({ hasText: /ادفع بالبطاقة/ })
    .click();
  await expect(page).toHaveURL(/\/demo-pay\//);
  for (const width of [1400, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `demo-page-${width}`, { fullPage: true });
  }
});

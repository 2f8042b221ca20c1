import { expect, storeSession, test } from '../fixtures.ts';
import { DEMO, fillCart, signInSession } from '../order-api.ts';
import { shoot } from './shots.ts';

// The checkout with the time picker open at 1400 and 375 px in English and Arabic, the phone's time
// and summary cards, and the voucher dialog (the journeys: ../checkout.spec.ts).
test.describe.configure({ timeout: 120_000 });

test('checkout, en and ar, 1400 and 375 px', async ({ page }) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, 'karahi-point', 2);
  for (const lang of ['en', 'ar']) {
    for (const width of [1400, 375]) {
      await page.setViewportSize({ width, height: width > 900 ? 1100 : 812 });
      await page.goto(`/checkout?lang=${lang}`);
      await expect(page.locator('#summary-title')).toBeVisible();
      // The fourth radio is "Schedule for later": the shots show the time picker open.
      await page.getByRole('radio').nth(3).check();
      await expect(page.locator('input[type="date"]')).toBeVisible();
      await shoot(page, `checkout-${lang}-${width}`, { fullPage: width > 900 });
      if (width < 900) {
        // Phone: the time picker and the summary, one screen each.
        await page.locator('#order-time-title').scrollIntoViewIfNeeded();
        await shoot(page, `checkout-${lang}-${width}-time`);
        await page.locator('#summary-title').evaluate((el) => el.scrollIntoView());
        await shoot(page, `checkout-${lang}-${width}-summary`);
      }
    }
  }
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.goto('/checkout?lang=en');
  await page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('button', { name: 'Apply a voucher' })
    .click();
  await expect(page.getByRole('dialog', { name: 'apply a voucher' })).toBeVisible();
  await shoot(page, 'checkout-voucher');
});

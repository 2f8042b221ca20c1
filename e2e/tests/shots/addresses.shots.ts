import { expect, storeSession, test } from '../fixtures.ts';
import { DEMO, signInSession } from '../order-api.ts';
import { shoot } from './shots.ts';

// Saved addresses on the profile, the location and address dialogs and the bar's address menu, at
// 1400, 800 and 375 px in English and Arabic (the journeys: ../addresses.spec.ts).
// Six page loads with map dialogs: a loaded machine needs more than three minutes.
test.describe.configure({ timeout: 300_000 });

test('profile addresses, dialogs and the bar', async ({ page }) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  for (const lang of ['en', 'ar']) {
    for (const width of [1400, 800, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/profile?lang=${lang}`);
      const card = page.locator('#addresses-card').locator('xpath=ancestor::section[1]');
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `addresses-profile-${lang}-${width}`);
      await card.getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The base map is drawn once its data has arrived (SVG paths).
      await expect(page.getByRole('dialog').locator('.leaflet-container path').first()).toBeAttached();
      await shoot(page, `addresses-location-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await card.getByRole('listitem').first().getByRole('button').nth(1).click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await shoot(page, `addresses-form-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await page.goto(`/restaurant-list?lang=${lang}`);
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `addresses-bar-${lang}-${width}`);
      // The taller bar on phones: the menu's sticky category strip must sit below it, not under it.
      await page.goto(`/restaurant/karahi-point?lang=${lang}`);
      await expect(page.locator('main h2').first()).toBeVisible();
      // Scrolled at once; two frames later the strip has marked the category being read.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.scrollTo({ top: 1500, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      );
      await shoot(page, `addresses-bar-menu-${lang}-${width}`);
    }
  }
});

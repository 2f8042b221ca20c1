import type { Page } from '@playwright/test';
import { expect, storeSession, test } from '../fixtures.ts';
import { DEMO, signInSession } from '../order-api.ts';
import { shoot } from './shots.ts';

// Sign-in, registration, profile and settings in English and Arabic, at 375 and 1400 px
// (the journeys: ../accounts.spec.ts).
test.describe.configure({ timeout: 120_000 });

async function shootWidths(page: Page, name: string) {
  for (const width of [375, 1400]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('guest screens: login and registration, en and ar', async ({ page }) => {
  for (const language of ['en', 'ar']) {
    await page.goto(`/login?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shootWidths(page, `login-${language}`);
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shootWidths(page, `registration-${language}`);
  }
});

test('signed in: profile and settings, en and ar', async ({ page }) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  for (const language of ['en', 'ar']) {
    await page.goto(`/profile?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shootWidths(page, `profile-${language}`);
    await page.goto('/settings');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await shootWidths(page, `settings-${language}`);
  }
});

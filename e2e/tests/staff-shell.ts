import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';

// The staff apps' own frame (docs/product/screens.md#staff-apps), shared by the console and rider journeys.

/** Signs in through the sign-in screens, as a person would, from /login with no destination. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your email' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
}

/** The staff frame is on screen and nothing of the customer's: call once the screen has loaded. */
export async function expectStaffShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  // No marketing footer with its newsletter box, no delivery address, cart or favourites.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('#subscribe-email')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Delivering to|Set your delivery location)/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Favourites' })).toHaveCount(0);
}

/** The account menu links to the staff member's app. */
export async function expectMenuLinksTo(page: Page, name: string, path: string) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const item = page.getByRole('menuitem', { name });
  await expect(item).toHaveAttribute('href', path);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

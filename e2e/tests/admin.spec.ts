import { expect, expectNoSeriousA11yViolations, signInOnLoad, test } from './fixtures.ts';
import { DEMO, signInToken } from './order-api.ts';
import { expectStaffShell, signInThroughForm } from './staff-shell.ts';

// The back office's frame (docs/admin.md): the demo operator lands on /admin from a plain sign-in, sees
// every section, support sees only its own, and anyone else is told it is not for them. Each section's
// own journey is in the empty-city specs.

const OPERATOR = { email: 'admin@example.com', password: 'Demo1234' };
const SUPPORT = { email: 'support@example.com', password: 'Demo1234' };
const OPERATOR_ONLY = ['Zones', 'Vouchers', 'Settings', 'Audit log'];

test('the operator lands on /admin and reaches every section by keyboard, on a phone and in Arabic', async ({
  page,
}) => {
  await signInThroughForm(page, OPERATOR);
  await expect(page).toHaveURL(/\/admin$/);
  await expectStaffShell(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Applications', 'Restaurants', 'Orders', ...OPERATOR_ONLY]) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  // By keyboard: the first section's link opens it.
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/[a-z]+/);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'الأقسام' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('support sees orders and applications but no settings; a customer is turned away', async ({
  page,
  request,
}) => {
  const support = await signInToken(request, SUPPORT);
  await signInOnLoad(page, support);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  for (const name of OPERATOR_ONLY) await expect(nav.getByRole('link', { name })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const customer = await signInToken(request, DEMO);
  await signInOnLoad(page, customer);
  await page.goto('/admin');
  await expect(page.getByText("This is for the platform's operator staff.")).toBeVisible();
});

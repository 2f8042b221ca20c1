import { expect, expectNoSeriousA11yViolations, storeSession, test } from './fixtures.ts';
import { gql, signInSession } from './order-api.ts';

// The back office's people screens (docs/admin.md "Applications", "Riders") with the demo world's
// operator: a vendor who applied is approved after a confirmation and can then sign in; a rider is
// suspended and reactivated, each confirmed, by keyboard.

const ADMIN = { email: 'admin@example.com', password: 'Demo1234' };
const PASSWORD = 'Vendor-2024x';

test('an application is approved from the inbox and the applicant can sign in', async ({ page, request }) => {
  const email = `vendor-${Date.now()}@example.com`;
  await gql(
    request,
    null,
    `mutation ($input: RegistrationInput!) { submitRegistration(input: $input) { result } }`,
    {
      input: {
        isRider: false,
        name: 'Vera Vendor',
        email,
        phone: `+92300${String(Date.now()).slice(-7)}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        termsAccepted: true,
        storeName: 'Vera’s Kitchen',
        city: 'Islamabad',
      },
    },
  );
  await storeSession(page, await signInSession(request, ADMIN));
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(email);
  await page.getByRole('button', { name: /Vera Vendor/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vera Vendor' })).toBeVisible();
  await expect(page.getByText('Vera’s Kitchen')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this application?' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vera Vendor was approved' })).toBeVisible();

  const session = await signInSession(request, { email, password: PASSWORD });
  expect(session.token).toBeTruthy();
});

test('a rider is suspended and reactivated, each after a confirmation', async ({ page, request }) => {
  await storeSession(page, await signInSession(request, ADMIN));
  await page.goto('/admin/riders');
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search riders' }).fill('rider5@example.com');
  const row = page.getByRole('listitem').filter({ hasText: 'rider5@example.com' });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Suspend' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
});

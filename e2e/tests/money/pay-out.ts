import { expect, type Page } from '@playwright/test';

// The operator's payout steps on /admin/money (docs/admin.md "Money"), shared by the demo week's
// journey and the empty city's.

/** Today as the pay-out form's date: payouts may end today, never later. */
export const today = () => new Date().toISOString().slice(0, 10);

/** On /admin/money: pays everyone with an unpaid balance out up to `day`, through the confirmation. */
export async function payOutEveryone(page: Page, day: string) {
  await page.getByLabel('Week ending').fill(day);
  await page.getByRole('button', { name: 'Pay out…' }).click();
  await page.getByRole('dialog', { name: 'Pay out now?' }).getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByRole('status')).toContainText('Payouts made', { timeout: 30_000 });
}

/** Marks the party's pending payout paid with the bank's (or the cash receipt's) reference. */
export async function markPaid(page: Page, name: string, reference: string) {
  const item = page.getByRole('list', { name: 'Payouts' }).getByRole('listitem', { name, exact: true });
  const field = item.getByRole('textbox');
  await field.fill(reference);
  await field.press('Enter');
  await expect(item.getByText(reference)).toBeVisible({ timeout: 20_000 });
  await expect(item.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
}

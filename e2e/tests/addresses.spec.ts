import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, storeSession, test, isOperation } from './fixtures.ts';
import { DEMO, fillCart, signInSession } from './order-api.ts';

// Issue 5 item 1, saved addresses (docs/product/screens.md#addresses,
// docs/product/ordering.md#saved-addresses, docs/product/validation.md#addresses). Signs in as the seeded
// demo customer; every address a test adds it deletes again, and it never touches the seeded ones.

// Maps, axe runs and several dialogs per journey: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
let counter = 0;
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}-${process.pid}-${counter++}`;

async function signInAsDemo(page: Page) {
  await storeSession(page, await signInSession(page.request, DEMO));
}

const addressesCard = (page: Page) => page.getByRole('region', { name: 'My addresses' });
const locationDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose your delivery location' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function choosePlace(scope: Locator, page: Page, box: Locator, query = 'Jinnah Super') {
  await box.fill('');
  await box.pressSequentially(query);
  const option = page.getByRole('option', { name: /Jinnah Super Market/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveValue(/Jinnah Super Market/);
  await expect(scope.getByRole('listbox')).toBeHidden();
}

/** Drags the delivery pin by (dx, dy) pixels with a real mouse, as a customer would. */
async function dragPin(page: Page, dx: number, dy: number) {
  const pin = page.locator('[data-marker-id="delivery-pin"]');
  await expect(pin).toBeVisible();
  const box = await pin.boundingBox();
  if (!box) throw new Error('pin is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test('add through the map dialog, edit, select and delete an address', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/profile');
  const card = addressesCard(page);
  await expect(card.getByRole('button', { name: /^Home/ })).toBeVisible();

  // Add: the location dialog (search, pick a suggestion, drag the pin → the text follows).
  await card.getByRole('button', { name: 'Add address' }).click();
  const dialog = locationDialog(page);
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', { name: 'Delivery address' });
  await choosePlace(dialog, page, search);
  const chosenText = await search.inputValue();
  await expect(dialog.getByRole('region', { name: /Map of the delivery location/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const lookup = page.waitForRequest((r) => isOperation(r.postData(), 'ReverseGeocode'));
  await dragPin(page, 160, 120);
  const variables = JSON.parse((await lookup).postData() ?? '{}').variables as Record<string, number>;
  // Down and to the right: south-east of Jinnah Super (33.7207, 73.0562).
  expect(variables.latitude).toBeLessThan(33.7207);
  expect(variables.longitude).toBeGreaterThan(73.0562);
  await expect(search).not.toHaveValue(chosenText);
  await expect(search).not.toHaveValue('');
  const draggedText = await search.inputValue();
  await dialog.getByRole('button', { name: 'Confirm location' }).click();

  // The form: static map, the address text, details with helper text, label Home by default.
  const form = page.getByRole('dialog', { name: 'Add address' });
  await expect(form).toBeVisible();
  await expect(dialog).toBeHidden();
  const address = form.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(draggedText);
  await expect(form.getByRole('img', { name: /Map of the chosen point/ })).toBeVisible();
  await expect(form.getByText('Apartment, floor, gate or other directions for the rider')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // An empty address text is refused with the deliberately swapped wording.
  await address.fill('   ');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Delivery details is required');
  await address.fill(`  ${draggedText}  `);
  const details = unique('Flat 4, e2e');
  await form.getByRole('textbox', { name: 'Delivery details' }).fill(details);
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address added')).toBeVisible();
  await expect(form).toBeHidden();
  const added = card.getByRole('button', { name: new RegExp(`^Other.*${escape(details)}`) });
  await expect(added).toBeVisible();
  await expect(added).toContainText(draggedText);

  // Edit: the form opens with what is saved; its edit button goes back to the map.
  await card.getByRole('button', { name: new RegExp(`^Edit address Other, ${escape(draggedText)}`) }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit address' });
  await expect(editForm.getByRole('textbox', { name: 'Delivery details' })).toHaveValue(details);
  await expect(editForm.getByRole('radio', { name: 'Other' })).toBeChecked();
  await editForm.getByRole('button', { name: 'Change on map' }).click();
  await expect(locationDialog(page)).toBeVisible();
  await expect(locationDialog(page).getByRole('combobox')).toHaveValue(draggedText);
  await locationDialog(page).getByRole('button', { name: 'Confirm location' }).click();
  const newDetails = `${details}, gate 2`;
  await editForm.getByRole('textbox', { name: 'Delivery details' }).fill(newDetails);
  await editForm.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address updated')).toBeVisible();
  const edited = card.getByRole('button', { name: new RegExp(`^Other.*${escape(newDetails)}`) });
  await expect(edited).toBeVisible();

  // Select: the current location and the bar follow.
  await expect(edited).toHaveAttribute('aria-pressed', 'false');
  await edited.click();
  await expect(toast(page, 'Address Selected')).toBeVisible();
  await expect(edited).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Delivering to ${draggedText}` })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'));
  expect(stored).toMatchObject({ label: 'Other', deliveryAddress: draggedText, details: newDetails });

  // Delete, after a confirmation whose Cancel keeps it.
  const deleteButton = card.getByRole('button', {
    name: new RegExp(`^Delete address Other, ${escape(draggedText)}`),
  });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address Removed!')).toBeVisible();
  await expect(edited).toHaveCount(0);
  // The delete button is gone with its address; focus lands on the add button, not the page.
  await expect(card.getByRole('button', { name: 'Add address' })).toBeFocused();
  await expect(card.getByRole('button', { name: /^Home/ })).toBeVisible();
});

test('the location dialog asks for a chosen place and for address text', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/profile');
  await addressesCard(page).getByRole('button', { name: 'Add address' }).click();
  const dialog = locationDialog(page);
  const search = dialog.getByRole('combobox', { name: 'Delivery address' });
  await choosePlace(dialog, page, search);
  // Clearing forgets the place; typed words alone are not a position.
  await dialog.getByRole('button', { name: 'Clear address' }).click();
  await expect(search).toHaveValue('');
  await expect(page.locator('[data-marker-id="delivery-pin"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Delivery details is required');
  await search.fill('Somewhere I typed');
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Delivery address is required');
  // Escape closes the dialog and focus returns to the plus button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addressesCard(page).getByRole('button', { name: 'Add address' })).toBeFocused();
});

test('use my current location in the dialog: the pin and the text follow; errors are alerts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 33.7207, longitude: 73.0562 });
  await signInAsDemo(page);
  await page.goto('/profile');
  await addressesCard(page).getByRole('button', { name: 'Add address' }).click();
  const dialog = locationDialog(page);
  const search = dialog.getByRole('combobox', { name: 'Delivery address' });
  // A new address starts at the stored location; the unnamed default position offers no text to save.
  await expect(search).toHaveValue('');
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(search).toHaveValue(/F-7/);
  await expect(page.locator('[data-marker-id="delivery-pin"]')).toBeVisible();
  const located = await search.inputValue();
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(located);

  // Without geolocation the documented words show in the dialog's alert.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await page.reload();
  await addressesCard(page).getByRole('button', { name: 'Add address' }).click();
  await locationDialog(page).getByRole('button', { name: 'Use my current location' }).click();
  await expect(locationDialog(page).getByRole('alert')).toHaveText('Geolocation is not supported.');
});

test('a save the server refuses shows the error toast', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/profile');
  await page.route('**/graphql', async (route) => {
    if (!isOperation(route.request().postData(), 'CreateAddress')) return route.fallback();
    await route.fulfill({
      json: {
        data: null,
        errors: [{ message: 'Delivery address is required', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
  });
  await addressesCard(page).getByRole('button', { name: 'Add address' }).click();
  const dialog = locationDialog(page);
  await choosePlace(dialog, page, dialog.getByRole('combobox', { name: 'Delivery address' }));
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'An error occured. Please try again. Delivery address is required')).toBeVisible();
  await expect(form).toBeVisible();
});

test('the Delivering to bar: confirm a searched place, or pick a saved address', async ({ page }) => {
  await page.goto('/restaurant-list');
  const bar = page.getByRole('button', { name: /^Delivering to/ });
  await bar.click();
  const panel = page.getByRole('dialog', { name: 'Where should we deliver?' });
  const search = panel.getByRole('combobox', { name: 'Search for a delivery place' });
  await expect(search).toBeFocused();
  // Guests have no saved addresses.
  await expect(panel.getByRole('region', { name: 'Saved addresses' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Deliver here' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/Choose a place from the suggestions/);
  await choosePlace(panel, page, search);
  const chosen = await search.inputValue();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Deliver here' }).click();
  await expect(panel).toBeHidden();
  await expect(bar).toHaveAccessibleName(`Delivering to ${chosen}`);
  await expect(bar).toBeFocused();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'));
  expect(stored).toMatchObject({ _id: 'current-location', deliveryAddress: chosen });

  // Signed in: the saved addresses are offered; choosing one selects it.
  await signInAsDemo(page);
  await page.goto('/restaurant-list');
  await bar.click();
  const saved = panel.getByRole('region', { name: 'Saved addresses' });
  await saved.getByRole('button', { name: /^Work/ }).click();
  await expect(toast(page, 'Address Selected')).toBeVisible();
  await expect(bar).toHaveAccessibleName(/^Delivering to Office 305, Silver Oaks Plaza/);
  // Escape closes the panel and gives focus back.
  await bar.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bar).toBeFocused();
});

test('checkout Delivery Details: choose a card, add one (chosen at once), delete it', async ({ page }) => {
  await signInAsDemo(page);
  await fillCart(page);
  await page.goto('/checkout');
  const list = page.getByRole('region', { name: 'Delivery Details' });
  const cards = list.getByRole('radiogroup', { name: 'Delivery Details' });
  await expect(cards.getByRole('radio')).toHaveCount(2);
  const work = cards.getByRole('radio', { name: /^Work/ });
  await work.check();
  await expect(work).toBeChecked();
  // Radio semantics: the arrow keys move the choice.
  await work.focus();
  await page.keyboard.press('ArrowUp');
  await expect(cards.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expect(cards.getByRole('radio', { name: /^Home/ })).toBeFocused();

  await list.getByRole('button', { name: '+ Add address' }).click();
  const dialog = locationDialog(page);
  await choosePlace(dialog, page, dialog.getByRole('combobox', { name: 'Delivery address' }));
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  const details = unique('Checkout door');
  await form.getByRole('textbox', { name: 'Delivery details' }).fill(details);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address added')).toBeVisible();
  const added = cards.getByRole('radio', { name: new RegExp(`^Home.*${escape(details)}`) });
  await expect(added).toBeChecked();

  await list.getByRole('button', { name: /^Delete address Home, Jinnah Super Market/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address Removed!')).toBeVisible();
  await expect(cards.getByRole('radio')).toHaveCount(2);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

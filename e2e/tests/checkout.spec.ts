import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, storeSession, test, isOperation } from './fixtures.ts';
import { DEMO, type Session, fillCart, gql, selectDemoHome, signInSession } from './order-api.ts';

// Issue 5 item 2, the checkout (docs/product/screens.md#checkout: vouchers, tips,
// delivery or pick-up, payment, placing, the checks and the order-time picker of docs/product/ordering.md and
// docs/product/validation.md, the totals of docs/product/limits.md#pricing). Seeded restaurants and
// coupons: apps/api/src/db/seed/constants.ts. Orders go through the real API (PGlite, demo mode).
test.describe.configure({ timeout: 60_000 });

const OPEN = 'karahi-point';
const HIGH_MINIMUM = 'butchers-block';
const CLOSED = 'koi-sushi-grill';
const TIME_ZONE = 'Asia/Karachi';

test.beforeEach(async ({ request }) => {
  await selectDemoHome(request, (await signInSession(request, DEMO)).token);
});

let counter = 0;
const newEmail = () => `checkout-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

/** A new customer without addresses or phone, signed up through the demo outbox (accounts.spec.ts). */
async function newCustomer(request: APIRequestContext): Promise<Session> {
  const email = newEmail();
  await gql(request, null, 'mutation ($e: String!) { sendOtpToEmail(email: $e) { result } }', { e: email });
  let code = '';
  await expect
    .poll(async () => {
      const data = await gql<{ demoOutbox: { body: string }[] }>(
        request,
        null,
        'query ($r: String!) { demoOutbox(recipient: $r) { body } }',
        { r: email },
      );
      code = /\b(\d{6})\b/.exec(data.demoOutbox[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const data = await gql<{ createUser: Session }>(
    request,
    null,
    `
      mutation ($e: String!, $o: String!) {
        createUser(email: $e, password: "Secret123", name: "Checkout Tester", otp: $o) {
          token
          tokenExpiration
        }
      }
    `,
    { e: email, o: code },
  );
  return data.createUser;
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(summary(page).getByRole('listitem').first()).toBeVisible();
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const placeButton = (page: Page) => page.getByRole('button', { name: 'Place order' });

/** The figure in the summary row whose term is `label`, as a number. */
async function rowAmount(page: Page, label: string | RegExp): Promise<number> {
  const row = summary(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .last();
  const text = (await row.getByRole('definition').textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

async function totalAmount(page: Page): Promise<number> {
  const text = (await page.getByTestId('checkout-total').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

type StoredOrder = {
  _id: string;
  orderAmount: number;
  tipping: number;
  taxationAmount: number;
  deliveryCharges: number;
  isPickedUp: boolean;
  couponCode: string | null;
  discount: number;
  paymentMethod: string;
  orderDate: string;
};

async function storedOrder(request: APIRequestContext, id: string, session: Session) {
  const data = await gql<{ order: StoredOrder }>(
    request,
    session.token,
    `
      query ($id: String!) {
        order(id: $id) {
          _id
          orderAmount
          tipping
          taxationAmount
          deliveryCharges
          isPickedUp
          couponCode
          discount
          paymentMethod
          orderDate
        }
      }
    `,
    { id },
  );
  return data.order;
}

const orderIdFromUrl = (url: string) => decodeURIComponent(/\/order-detail\/([^/?#]+)/.exec(url)?.[1] ?? '');

test('signed out, /checkout shows the login screen in place; signing in comes back to checkout', async ({
  page,
}) => {
  await page.goto('/privacy');
  await fillCart(page, OPEN);
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name: 'Continue with email' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
    'href',
    '/restaurant-list',
  );

  await page.getByRole('link', { name: 'Continue with email' }).click();
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('cash on delivery: the order is placed, the cart is emptied and order detail replaces checkout', async ({
  page,
}) => {
  const session = await signInSession(page.request, DEMO);
  await storeSession(page, session);
  await fillCart(page, OPEN, 2);
  await openCheckout(page);
  await expect(page.getByText(/^Delivery in \d+-\d+ min$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await expect(summary(page).getByText('Total (incl. TAX)')).toBeVisible();
  await expect(summary(page).getByText('Delivery fee')).toBeVisible();
  // Minus acts only above 1: at 2 it is enabled, at 1 disabled.
  const line = summary(page).getByRole('listitem').first();
  await line.getByRole('button', { name: /^Remove one/ }).click();
  await expect(line.locator('output')).toHaveText('1');
  await expect(line.getByRole('button', { name: /^Remove one/ })).toBeDisabled();
  await line.getByRole('button', { name: /^Add one more/ }).click();
  await expect(line.locator('output')).toHaveText('2');
  const shownTotal = await totalAmount(page);

  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  const order = await storedOrder(page.request, orderIdFromUrl(page.url()), session);
  expect(order.paymentMethod).toBe('COD');
  expect(order.isPickedUp).toBe(false);
  expect(order.orderAmount).toBeCloseTo(shownTotal, 2);
  // History was replaced: back does not return to checkout.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout$/);
});

test('at 375 px the total and "Place order" are on screen without scrolling, and place the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, OPEN, 2);
  await openCheckout(page);
  const bar = page.getByTestId('checkout-bar');
  await expect(placeButton(page)).toBeInViewport({ ratio: 1 });
  await expect(bar.getByTestId('checkout-bar-total')).toBeInViewport({ ratio: 1 });
  // The bar's total is the summary's.
  await expect(bar.getByTestId('checkout-bar-total')).toHaveText(
    (await page.getByTestId('checkout-total').textContent())!,
  );
  // Still in reach halfway down the form.
  await page.getByRole('region', { name: 'Delivery Details' }).scrollIntoViewIfNeeded();
  await expect(placeButton(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('checkout-375.png') });
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
});

test('pick-up with a voucher and another tip: the totals shown are the totals stored', async ({ page }) => {
  const session = await signInSession(page.request, DEMO);
  await storeSession(page, session);
  await fillCart(page, OPEN, 3);
  await openCheckout(page);

  await page.getByRole('radio', { name: 'Pick-up' }).check();
  await expect(summary(page).getByText('Delivery fee')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Delivery Details' })).toHaveCount(0);
  await expect(page.getByText(/^Pick-up in \d+-\d+ min$/)).toBeVisible();

  // A disabled coupon and an unknown one are both refused as unknown (docs/product/ordering.md#vouchers),
  // then a real one.
  await summary(page).getByRole('button', { name: 'Apply a voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'apply a voucher' });
  const code = dialog.getByLabel('Voucher code');
  await code.fill('EXPIRED20');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Coupon not found!')).toBeVisible();
  await expect(page.getByText('Invalid Coupon.').first()).toBeVisible();
  await code.fill('NO-SUCH-CODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Coupon not found!')).toBeVisible();
  await code.fill('WELCOME10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(summary(page).getByText('Discount (WELCOME10)')).toBeVisible();

  // The second tip variation is preselected; choose another.
  const tips = summary(page).getByRole('group', { name: 'Tip your rider' });
  await expect(tips.getByRole('button', { pressed: true })).toHaveText('10%');
  await tips.getByRole('button', { name: '15%' }).click();
  await expect(tips.getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true');

  const shown = {
    subtotal: await rowAmount(page, 'Subtotal'),
    tax: await rowAmount(page, 'Tax'),
    tip: await rowAmount(page, 'Tip'),
    discount: await rowAmount(page, /^Discount/),
    total: await totalAmount(page),
  };
  // "Subtotal" is after the coupon (docs/product/limits.md#pricing): the lines' sum less the discount.
  expect(shown.discount).toBeCloseTo(-Math.round((shown.subtotal - shown.discount) * 10) / 100, 2);

  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
  const order = await storedOrder(page.request, orderIdFromUrl(page.url()), session);
  expect(order).toMatchObject({ isPickedUp: true, deliveryCharges: 0, couponCode: 'WELCOME10' });
  // A pick-up has no rider: its timeline has no "Rider assigned" step (issue item 14).
  await expect(page.locator('[data-step="placed"]')).toBeVisible();
  await expect(page.locator('[data-step]')).toHaveCount(4);
  await expect(page.locator('[data-step="assigned"]')).toHaveCount(0);
  expect(order.orderAmount).toBeCloseTo(shown.total, 2);
  expect(order.tipping).toBeCloseTo(shown.tip, 2);
  expect(order.taxationAmount).toBeCloseTo(shown.tax, 2);
  expect(order.discount).toBeCloseTo(-shown.discount, 2);
  // issue 13 #4: the order's bill calls the same figure "Subtotal".
  const billSubtotal = (await page.locator('[data-bill-row="subtotal"] dd').textContent()) ?? '';
  expect(Number(billSubtotal.replace(/[^\d.-]/g, ''))).toBeCloseTo(shown.subtotal, 2);
});

/** Tomorrow's date in the restaurant's zone, YYYY-MM-DD. */
function dateInKarachi(daysAhead: number) {
  const at = new Date(Date.now() + daysAhead * 24 * 3600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
}

test('a scheduled order inside the opening hours is placed for that time', async ({ page }) => {
  const session = await signInSession(page.request, DEMO);
  await storeSession(page, session);
  await fillCart(page, OPEN);
  await openCheckout(page);

  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  const date = dateInKarachi(1);
  await page.getByLabel('Date').fill(date);
  const hour = page.getByRole('textbox', { name: 'Hour' });
  const minute = page.getByRole('textbox', { name: 'Minute' });
  // Digits only, hour at most 11, minute at most 59.
  await hour.fill('');
  await hour.pressSequentially('12');
  await expect(hour).toHaveValue('1');
  await hour.fill('');
  await hour.pressSequentially('a0');
  await expect(hour).toHaveValue('0');
  await minute.fill('');
  await minute.pressSequentially('75');
  await expect(minute).toHaveValue('7');
  await minute.fill('30');
  await page.getByRole('button', { name: 'PM' }).click();
  await expect(page.getByText(/^Delivery at /)).toBeVisible();
  await expect(
    page.getByText('The restaurant is closed at the chosen time. Choose another time.'),
  ).toHaveCount(0);

  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
  const order = await storedOrder(page.request, orderIdFromUrl(page.url()), session);
  // 12:30 PM in Karachi (UTC+5) is 07:30 UTC.
  expect(new Date(order.orderDate).toISOString()).toBe(`${date}T07:30:00.000Z`);
});

test('a closed restaurant: the dialog on load, and a scheduled time outside its hours is warned and blocked', async ({
  page,
}) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, CLOSED);
  await page.goto('/checkout');
  const closed = page.getByRole('dialog', { name: 'Koi Sushi & Grill is closed Now.' });
  await expect(closed).toBeVisible();
  await expect(closed.getByRole('link', { name: 'See other restaurants' })).toHaveAttribute('href', '/');
  await page.keyboard.press('Escape');
  await expect(closed).toBeHidden();

  // Now: placing reopens the closed dialog.
  await placeButton(page).click();
  await expect(closed).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByLabel('Date').fill(dateInKarachi(1));
  await page.getByRole('textbox', { name: 'Hour' }).fill('1');
  await page.getByRole('textbox', { name: 'Minute' }).fill('00');
  const warning = 'The restaurant is closed at the chosen time. Choose another time.';
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await placeButton(page).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: warning })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('empty cart: an empty state on load; deleting every line then ordering says "Cart is Empty."', async ({
  page,
}) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse restaurants' })).toHaveAttribute(
    'href',
    '/restaurant-list',
  );

  await fillCart(page, OPEN);
  await openCheckout(page);
  await summary(page)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(summary(page).getByRole('listitem')).toHaveCount(0);
  await placeButton(page).click();
  await expect(page.getByText('Cart is Empty.')).toBeVisible();
});

test('when the restaurant cannot be read: "Unable to fetch data" and a retry', async ({ page }) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, OPEN);
  let failing = true;
  await page.route('**/graphql', (route) => {
    const isRestaurant = isOperation(route.request().postData(), 'CheckoutRestaurant');
    return failing && isRestaurant ? route.abort('failed') : route.fallback();
  });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to fetch data' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('minimum order not reached: a warning with the amount', async ({ page }) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, HIGH_MINIMUM);
  await openCheckout(page);
  await placeButton(page).click();
  await expect(
    page.getByText('The minimum amount of ($ 25.00) for your order has not been reached.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('no address, then no phone, then an unverified phone: each message, then /phone-number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await newCustomer(page.request);
  await storeSession(page, session);
  await fillCart(page, OPEN);
  await openCheckout(page);
  await expect(page.getByText(/not a saved address yet/)).toBeVisible();
  await placeButton(page).click();
  await expect(page.getByText('Select your address.')).toBeVisible();

  const created = await gql<{ createAddress: { addresses: { _id: string }[] } }>(
    page.request,
    session.token,
    `
      mutation {
        createAddress(
          addressInput: {
            latitude: "33.7001"
            longitude: "72.9736"
            deliveryAddress: "Street 5, F-7"
            details: "House 12"
            label: "Home"
          }
        ) {
          addresses {
            _id
          }
        }
      }
    `,
  );
  await gql(page.request, session.token, 'mutation ($id: ID!) { selectAddress(id: $id) { _id } }', {
    id: created.createAddress.addresses[0]!._id,
  });
  await openCheckout(page);
  await placeButton(page).click();
  await expect(page.getByText('Phone Number is missing')).toBeVisible();
  await expect(page).toHaveURL(/\/phone-number$/, { timeout: 5_000 });

  await gql(
    page.request,
    session.token,
    `mutation { updateUser(phone: "+923${String(Date.now()).slice(-9)}", phoneIsVerified: false) { _id } }`,
  );
  await openCheckout(page);
  await expect(page.getByRole('region', { name: 'Contact info' }).getByText('Not verified')).toBeVisible();
  await placeButton(page).click();
  await expect(page.getByText('Phone Number is not verified')).toBeVisible();
  await expect(page).toHaveURL(/\/phone-number$/, { timeout: 5_000 });
});

test('a network error keeps the idempotency key for the retry; PRICE_CHANGED shows the server message', async ({
  page,
}) => {
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, OPEN);
  await openCheckout(page);

  const keys: string[] = [];
  let attempt = 0;
  let restaurantReads = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { variables?: Record<string, unknown> };
    if (isOperation(route.request().postData(), 'CheckoutRestaurant')) restaurantReads += 1;
    if (!isOperation(route.request().postData(), 'PlaceOrder')) return route.fallback();
    keys.push(String(body.variables?.idempotencyKey));
    attempt += 1;
    // 1: the connection drops; 2: the client's total is off by a cent; 3: as sent.
    if (attempt === 1) return route.abort('failed');
    if (attempt === 2) {
      const variables = { ...body.variables, orderAmount: Number(body.variables?.orderAmount) + 0.01 };
      return route.continue({ postData: JSON.stringify({ ...body, variables }) });
    }
    return route.continue();
  });

  await placeButton(page).click();
  await expect(page.getByText('Could not reach the server. Please try again.')).toBeVisible();
  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).click();
  await expect(page.getByText('Prices have changed. Please review your order.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // The figures are re-read from the server.
  await expect.poll(() => restaurantReads).toBeGreaterThan(0);
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The same order keeps its key, so a retry can never create a second order.
  expect(new Set(keys).size).toBe(1);

  // The next order is a new attempt with a new key.
  await fillCart(page, OPEN);
  await openCheckout(page);
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
  expect(keys).toHaveLength(4);
  expect(keys[3]).not.toBe(keys[0]);
});

for (const { method, path } of [
  { method: 'Card', path: 'stripe' },
  { method: 'PayPal', path: 'paypal' },
]) {
  test(`paying by ${method} goes to /${path}?id=`, async ({ page }) => {
    await storeSession(page, await signInSession(page.request, DEMO));
    await fillCart(page, OPEN);
    await openCheckout(page);
    await page.getByRole('radio', { name: method }).check();
    await expect(page.getByRole('radio', { name: method })).toBeChecked();
    await placeButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/${path}\\?id=[^&]+$`));
  });
}

// Pictures of the checkout at 1400 and 375 px in English and Arabic: shots/checkout.shots.ts.
test('no serious accessibility violations, with the time picker open and in the voucher dialog', async ({
  page,
}) => {
  // Two axe scans of the whole checkout: over the 60 s default on a loaded machine.
  test.slow();
  await storeSession(page, await signInSession(page.request, DEMO));
  await fillCart(page, OPEN, 2);
  await page.goto('/checkout?lang=en');
  await expect(summary(page).getByRole('listitem').first()).toBeVisible();
  // The fourth radio is "Schedule for later": the scan covers the time picker too.
  await page.getByRole('radio').nth(3).check();
  await expect(page.locator('input[type="date"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await summary(page).getByRole('button', { name: 'Apply a voucher' }).click();
  await expect(page.getByRole('dialog', { name: 'apply a voucher' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

import { haversineKm } from '@food/domain';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../fixtures.ts';
import { markPaid, payOutEveryone, today } from '../money/pay-out.ts';
import { fillCart, registered, signInSession } from '../order-api.ts';
import { signInThroughForm } from '../staff-shell.ts';
import { createAdmin, createEmptyDatabase, startCityServer, type CityServer } from './city-server.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';

// Issues 22 and 23 as one journey (docs/admin.md): a city started from an empty database with no demo.
// The operator is made on the command line and signs in; a vendor applies and is approved; the owner
// builds a menu with a photo; the operator draws a zone, places and publishes the restaurant, saves the
// settings and creates a voucher; a rider applies, is approved in the zone and goes online; a new
// customer registers (the code comes by mail) and orders with the voucher; the restaurant accepts, the
// rider delivers, the customer reviews; the operator pays the week out (issue 24) and the restaurant's
// and the rider's books read zero; the audit log shows what the operator and the owner did.

const PASSWORD = 'City-2026-ok';
const OPERATOR = { email: 'operator@city.test', password: PASSWORD };
const VENDOR = { email: 'nadia@city.test', password: PASSWORD, name: 'Nadia Noor' };
const RIDER = { email: 'ravi@city.test', password: PASSWORD, name: 'Ravi Rider' };
const CUSTOMER = { email: 'chris@city.test', password: PASSWORD };
// Islamabad's centre, as the built-in gazetteer places it, and a zone drawn around it.
const ZONE = [
  [
    [72.9, 33.6],
    [73.2, 33.6],
    [73.2, 33.8],
    [72.9, 33.8],
    [72.9, 33.6],
  ],
];
// An empty installation takes no commission, charges no delivery and pays riders nothing (every rate
// 0, docs/money.md#settings): the operator sets these before the first order.
const RATES = { commissionPercent: 15, deliveryFee: 3, riderPerDelivery: 2, riderPerKm: 0.5 };

let mail: MailSink;
let server: CityServer;
let dropDatabase: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 4400) + 3;
  mail = await startMailSink();
  const database = await createEmptyDatabase(port);
  dropDatabase = database.drop;
  const first = createAdmin(database, OPERATOR.email, OPERATOR.password);
  expect(first.status, first.stderr).toBe(0);
  // A second operator is refused unless forced.
  const second = createAdmin(database, 'other@city.test', PASSWORD);
  expect(second.status).toBe(1);
  expect(second.stderr).toMatch(/operator/i);
  server = await startCityServer(database, mail.url);
});

test.afterAll(async () => {
  await server?.stop();
  await dropDatabase();
  await mail?.close();
});

/** A browser of its own for one person, which reaches nothing but the city's server. */
async function personPage(browser: Browser, place?: { latitude: number; longitude: number }) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    ...(place ? { permissions: ['geolocation'], geolocation: place } : {}),
  });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

async function apply(
  page: Page,
  path: '/becomeavendor' | '/becomerider',
  person: typeof VENDOR,
  phone: string,
) {
  await page.goto(path);
  const form = page.getByRole('region', { name: 'Get started today' });
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
}

async function approve(page: Page, person: typeof VENDOR, zone?: string) {
  await page.goto('/admin/applications');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(person.email);
  await page.getByRole('button', { name: new RegExp(person.name) }).click();
  if (zone) await page.getByLabel('Zone').selectOption({ label: zone });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this application?' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${person.name} was approved` })).toBeVisible();
  await mail.waitFor(person.email, /sign in/i);
}

const picture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

test('a city from an empty database: operator, vendor, menu, zone, rider, voucher, order, review, audit', async ({
  browser,
}) => {
  test.setTimeout(360_000);

  // The operator signs in and lands in the back office.
  const operator = await personPage(browser);
  await signInThroughForm(operator, OPERATOR);
  await expect(operator).toHaveURL(/\/admin$/);

  // Settings first: an empty database has none (the currency, the delivery fee), and no commission or
  // rider fee, which the operator sets.
  await operator.goto('/admin/settings');
  const moneyField = (label: string) => operator.getByLabel(label, { exact: true });
  for (const label of ['Default commission (%)', 'Rider fee per delivery', 'Rider fee per km'])
    await expect(moneyField(label)).toHaveValue('0');
  await operator.getByLabel('Fee rule').selectOption({ label: 'Fixed fee' });
  await moneyField('Fee per delivery').fill(String(RATES.deliveryFee));
  await moneyField('Default commission (%)').fill(String(RATES.commissionPercent));
  await moneyField('Rider fee per delivery').fill(String(RATES.riderPerDelivery));
  await moneyField('Rider fee per km').fill(String(RATES.riderPerKm));
  await operator.getByRole('button', { name: 'Save settings' }).click();
  await expect(operator.getByText('Settings saved.', { exact: false })).toBeVisible();

  // A zone, its outline given as coordinates (the keyboard's way; the map draws the same outline).
  await operator.goto('/admin/zones');
  await operator.getByRole('button', { name: 'New zone' }).click();
  await operator.getByLabel('Title').fill('Islamabad');
  await operator.getByLabel('Outline as GeoJSON coordinates').fill(JSON.stringify(ZONE));
  await operator.getByRole('button', { name: 'Save zone' }).click();
  await expect(operator.getByText('0 restaurants, 0 riders', { exact: false })).toBeVisible();

  // A vendor applies; the operator approves; the mail says they can sign in.
  const vendor = await personPage(browser);
  await apply(vendor, '/becomeavendor', VENDOR, '412 345 678');
  await approve(operator, VENDOR);

  // The owner signs in to the console and builds a menu: a required add-on group, a dish with a photo
  // and two variations.
  await signInThroughForm(vendor, VENDOR);
  await expect(vendor).toHaveURL(/\/console$/);
  await vendor.getByRole('button', { name: 'Edit menu' }).click({ timeout: 20_000 });
  await vendor.getByLabel('New category').fill('Mains');
  await vendor.getByRole('button', { name: 'Add', exact: true }).click();
  await vendor
    .getByRole('button', { name: /^Mains/ })
    .first()
    .click();

  await vendor.getByRole('button', { name: 'New add-on group' }).click();
  await vendor.getByLabel('Group name').fill('Spice');
  await vendor.getByLabel('Minimum choices').fill('1');
  await vendor.getByLabel('Maximum choices').fill('1');
  // A new group starts with one empty option.
  await vendor.getByLabel('Option', { exact: true }).first().fill('Mild');
  await vendor.getByRole('button', { name: 'Save' }).click();
  await expect(vendor.getByText('Spice')).toBeVisible();

  await vendor.getByRole('button', { name: 'New dish' }).click();
  await vendor.getByLabel('Dish name').fill('Chicken Karahi');
  await vendor.getByLabel('Photo').setInputFiles({
    name: 'karahi.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1200, 900, 200),
  });
  await expect(vendor.getByRole('button', { name: 'Replace picture' })).toBeVisible({ timeout: 20_000 });
  await vendor.getByLabel('Name', { exact: true }).fill('Regular');
  await vendor.getByLabel('Price', { exact: true }).fill('12');
  await vendor.getByRole('button', { name: 'Save' }).click();
  await expect(vendor.getByRole('heading', { name: 'Dishes in Mains' })).toBeVisible();

  // The operator places the restaurant in the zone, gives it a cover and publishes it.
  await operator.goto('/admin/restaurants');
  await operator
    .getByRole('link', { name: new RegExp(VENDOR.name) })
    .first()
    .click();
  await operator.getByLabel('Cover image').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1600, 900, 90),
  });
  await expect(operator.getByRole('button', { name: 'Replace picture' })).toBeVisible({ timeout: 20_000 });
  // The address through the geocoder's suggestions, which set the pin.
  const address = operator.getByLabel('Address', { exact: true });
  await address.fill('');
  await address.pressSequentially('Islamabad');
  const suggestion = operator
    .getByRole('listbox')
    .getByRole('option', { name: /Islamabad/ })
    .first();
  await expect(suggestion).toBeVisible({ timeout: 15_000 });
  await suggestion.click();
  await operator.getByLabel('Zone', { exact: true }).selectOption({ label: 'Islamabad' });
  await operator.getByRole('button', { name: 'Save changes' }).click();
  await expect(operator.getByText('Changes saved.')).toBeVisible();
  await operator.getByRole('button', { name: 'Publish', exact: true }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(operator.getByText('Published', { exact: true }).first()).toBeVisible();

  // A voucher for ten uses.
  await operator.goto('/admin/vouchers');
  await operator.getByRole('button', { name: 'New voucher' }).click();
  await operator.getByRole('textbox', { name: 'Code', exact: true }).fill('WELCOME10');
  await operator.getByLabel('Percent (1–100)').fill('10');
  await operator.getByLabel('Total uses').fill('10');
  await operator.getByLabel('Discount paid by').selectOption({ label: 'The platform' });
  await operator.getByRole('button', { name: 'Save voucher' }).click();
  await expect(operator.getByText('WELCOME10').first()).toBeVisible();

  // Customers near the zone's middle see exactly the one restaurant, where the operator placed it.
  // By the web's own documents: outside demo mode the API runs nothing else.
  const { nearByRestaurantPins } = await registered<{
    nearByRestaurantPins: {
      totalCount: number;
      pins: { slug: string; location: { coordinates: [number, number] } }[];
    };
  }>(operator.request, null, 'HomeRestaurants', { latitude: 33.7, longitude: 73.05 });
  expect(nearByRestaurantPins.totalCount).toBe(1);
  const restaurant = nearByRestaurantPins.pins[0]!;
  const [lng, lat] = restaurant.location.coordinates;
  const near = { latitude: lat + 0.004, longitude: lng + 0.004 };

  // A rider applies, is approved in the zone and goes online beside the restaurant.
  const rider = await personPage(browser, near);
  await apply(rider, '/becomerider', RIDER, '412 345 679');
  await approve(operator, RIDER, 'Islamabad');
  await signInThroughForm(rider, RIDER);
  await expect(rider).toHaveURL(/\/rider$/);
  await rider.getByRole('switch', { name: 'Go online' }).click();
  await expect(rider.getByRole('switch', { name: 'Go offline' })).toHaveAttribute('aria-checked', 'true');

  // A new customer registers with the code mailed to them, and orders with the voucher.
  const customer = await personPage(browser);
  await registered(customer.request, null, 'SendOtpToEmail', { email: CUSTOMER.email });
  const code = /\b(\d{6})\b/.exec(await mail.waitFor(CUSTOMER.email, /\b\d{6}\b/))![1]!;
  await registered(customer.request, null, 'CreateUser', {
    email: CUSTOMER.email,
    password: CUSTOMER.password,
    name: 'Chris Customer',
    otp: code,
  });
  const session = await signInSession(customer.request, CUSTOMER);
  await registered(customer.request, session.token, 'UpdateUserPhone', {
    phone: '+923001234567',
    phoneIsVerified: true,
  });
  await registered(customer.request, session.token, 'CreateAddress', {
    addressInput: {
      latitude: String(lat + 0.01),
      longitude: String(lng + 0.01),
      deliveryAddress: 'Street 5',
      details: 'House 12',
      label: 'Home',
    },
  });
  await customer.goto('/privacy');
  await customer.evaluate(({ token, tokenExpiration }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tokenExpiration', tokenExpiration);
  }, session);
  await fillCart(customer, restaurant.slug, 2);
  await customer.goto('/checkout');
  const summary = customer.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Apply a voucher' }).click();
  const voucher = customer.getByRole('dialog', { name: 'apply a voucher' });
  await voucher.getByLabel('Voucher code').fill('WELCOME10');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(voucher).toBeHidden();
  await customer.getByRole('button', { name: 'Place order' }).click();
  await expect(customer).toHaveURL(/\/order-detail\/[^/]+$/);
  const orderId = new URL(customer.url()).pathname.split('/').pop()!;

  // The restaurant accepts; the rider takes it, picks it up and delivers it.
  await vendor.goto('/console');
  const card = vendor.locator('[data-column="new"] article').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Accept' }).click();
  const offer = rider.getByTestId('rider-offer').first();
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: /Take offer/ }).click();
  await rider.getByRole('button', { name: 'Picked up' }).click();
  await rider.getByRole('button', { name: 'Delivered' }).click();
  await expect(rider.getByTestId('rider-delivery')).toHaveCount(0);

  // The customer reviews.
  await expect(customer.getByRole('heading', { name: 'Enjoy your meal!' })).toBeVisible({ timeout: 20_000 });
  await customer.getByRole('button', { name: 'Review your order' }).click();
  const review = customer.getByRole('dialog', { name: 'Review your order' });
  await review.getByRole('radio', { name: '5 out of 5' }).click();
  await review.getByRole('textbox', { name: 'Tell us about your order' }).fill('Hot, and on time.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review).toBeHidden();

  await payTheWeekOut({ operator, vendor, rider, customer, token: session.token, orderId });

  // The audit log shows what the operator and the owner did.
  await operator.goto('/admin/audit');
  const log = operator.getByRole('main');
  for (const action of [
    'settings.update',
    'zone.create',
    'application.approve',
    'menu.category.create',
    'restaurant.publish',
    'voucher.create',
    'payout.create',
    'payout.create-collection',
    'payout.mark-paid',
  ]) {
    await expect(log.getByText(action).first()).toBeVisible();
  }
  await expect(log.getByText(VENDOR.name).first()).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
});

type OrderFigures = {
  order: {
    currency: string;
    paymentMethod: string;
    orderAmount: number;
    deliveryCharges: number;
    discount: number;
    taxationAmount: number;
    tipping: number;
    restaurant: { _id: string; location: { coordinates: [number, number] } };
    deliveryAddress: { location: { coordinates: [number, number] } };
    rider: { _id: string; name: string } | null;
  };
};
type Books = {
  ledgerAccounts: {
    accounts: { kind: string; owner: string; ownerName: string | null; balance: number }[];
    revenue: { currency: string; earned: number }[];
  };
};
type Payouts = {
  payouts: {
    partyKind: string;
    partyId: string;
    amount: number;
    status: string;
    providerReference: string;
  }[];
};

const minor = (major: number) => Math.round(major * 100);
const at = ([longitude, latitude]: [number, number]) => ({ latitude, longitude });

/**
 * Issue 24 on the empty city: what the delivered cash order owes whom, from its own figures and the
 * rates the operator set (docs/money.md#the-split); the week paid out and marked paid from
 * /admin/money; then every party's books at zero, on the API and on the owner's and the rider's
 * statements, and the platform's revenue what the split says.
 */
async function payTheWeekOut(people: {
  operator: Page;
  vendor: Page;
  rider: Page;
  customer: Page;
  token: string;
  orderId: string;
}) {
  const { operator, vendor, rider, customer } = people;
  const { order } = await registered<OrderFigures>(customer.request, people.token, 'Order', {
    id: people.orderId,
  });
  expect(order.paymentMethod).toBe('COD');
  expect(order.rider).not.toBeNull();
  const total = minor(order.orderAmount);
  const deliveryFee = minor(order.deliveryCharges);
  const tax = minor(order.taxationAmount);
  const tip = minor(order.tipping);
  const discount = minor(order.discount);
  expect(deliveryFee).toBe(minor(RATES.deliveryFee));
  expect(discount).toBeGreaterThan(0);
  const food = total - deliveryFee - tax - tip + discount;
  // The platform funds the voucher, so commission is taken from the whole food, rounded half up.
  const commission = Math.floor((food * RATES.commissionPercent * 100 + 5000) / 10000);
  const km = haversineKm(
    at(order.restaurant.location.coordinates),
    at(order.deliveryAddress.location.coordinates),
  );
  const riderFee = minor(RATES.riderPerDelivery) + Math.round(minor(RATES.riderPerKm) * km);
  expect(commission).toBeGreaterThan(0);
  // What the platform pays each party; the rider took the whole total in cash at the door, so theirs is
  // a collection (negative).
  const owed = { RESTAURANT: food - commission + tax, RIDER: riderFee + tip - total };
  const platform = commission + deliveryFee - riderFee - discount;
  const parties = { RESTAURANT: order.restaurant._id, RIDER: order.rider!._id };

  const operatorToken = (await signInSession(operator.request, OPERATOR)).token;
  const books = async () =>
    (await registered<Books>(operator.request, operatorToken, 'AdminMoney')).ledgerAccounts;
  const balanceOf = (accounts: Books['ledgerAccounts']['accounts'], kind: keyof typeof parties) =>
    accounts
      .filter((row) => row.owner === parties[kind] && row.kind.startsWith(`${kind}_`))
      .reduce((sum, row) => sum + minor(row.balance), 0);
  const before = await books();
  expect(balanceOf(before.accounts, 'RESTAURANT')).toBe(-owed.RESTAURANT);
  expect(balanceOf(before.accounts, 'RIDER')).toBe(-owed.RIDER);
  const revenue = before.revenue.map((row) => [row.currency, minor(row.earned)]);
  expect(revenue).toEqual([[order.currency, platform]]);
  const restaurantName = before.accounts.find((row) => row.owner === parties.RESTAURANT)!.ownerName!;

  // The operator sees the revenue, pays everyone out up to today and marks both transfers paid.
  await operator.goto('/admin/money');
  await expect(operator.getByTestId('platform-revenue')).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(platform / 100),
    { timeout: 30_000 },
  );
  await payOutEveryone(operator, today());
  await markPaid(operator, restaurantName, 'BANK-CITY-1');
  await markPaid(operator, order.rider!.name, 'CASH-CITY-1');

  const { payouts } = await registered<Payouts>(operator.request, operatorToken, 'AdminPayouts', {
    filter: { first: 100 },
  });
  expect(
    payouts
      .map((row) => [row.partyKind, row.partyId, minor(row.amount), row.status, row.providerReference])
      .sort(),
  ).toEqual([
    ['RESTAURANT', parties.RESTAURANT, owed.RESTAURANT, 'PAID', 'BANK-CITY-1'],
    ['RIDER', parties.RIDER, owed.RIDER, 'PAID', 'CASH-CITY-1'],
  ]);
  const after = await books();
  for (const row of after.accounts)
    if (/^(RESTAURANT_|RIDER_|PAYOUT_PENDING)/.test(row.kind))
      expect(row, row.kind).toMatchObject({ balance: 0 });
  expect(after.revenue.map((row) => [row.currency, minor(row.earned)])).toEqual(revenue);

  // The owner's statement and the rider's close at zero, with the payout in their totals.
  await vendor.goto('/console');
  await vendor.getByRole('button', { name: 'Statements', exact: true }).click({ timeout: 20_000 });
  await expect(vendor.getByTestId('statement-closing')).toHaveAttribute('data-amount', '0', {
    timeout: 30_000,
  });
  await expect(vendor.getByTestId('statement-total').filter({ hasText: 'Payout' }).first()).toBeVisible();
  await rider.goto('/rider');
  await rider.getByRole('button', { name: 'Statement', exact: true }).click({ timeout: 20_000 });
  await expect(rider.getByTestId('statement-closing')).toHaveAttribute('data-amount', '0', {
    timeout: 30_000,
  });
}

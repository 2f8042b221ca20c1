import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deliveryFee, orderTotals, toMajor, toMinor } from '@food/domain';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

// API set-up shared by the journeys: GraphQL calls, signing in, a stored cart, and orders placed through
// the API for the order and tracking journeys (the checkout screen has its own journeys). Order amounts
// are computed with the same domain rules the server uses, so placeOrder accepts them without a
// PRICE_CHANGED round trip.
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
export const KARAHI_OWNER = { email: 'owner.karahi-point@example.com', password: 'Demo1234' };
export const KARAHI_SLUG = 'karahi-point';

type GraphqlBody<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The web's registered documents (apps/web/src/gql/persisted-documents.json): hash → text. */
let webDocuments: [string, string][] | undefined;

function registeredHash(operationName: string): string {
  webDocuments ??= Object.entries(
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../apps/web/src/gql/persisted-documents.json'),
        'utf8',
      ),
    ) as Record<string, string>,
  );
  const pattern = new RegExp(`\\b(query|mutation|subscription) ${operationName}\\b`);
  const found = webDocuments.find(([, text]) => pattern.test(text));
  if (!found) throw new Error(`the web registers no operation named ${operationName}`);
  return found[0];
}

/**
 * One of the web's own operations, sent as the web sends it: by its registered hash. A server outside
 * demo mode runs nothing else (docs/api-performance.md "Trusted documents"); demo servers take both.
 */
export async function registered<T>(
  request: APIRequestContext,
  token: string | null,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: {
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: registeredHash(operationName) } },
    },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as GraphqlBody<T>;
  expect(body.errors, operationName).toBeUndefined();
  return body.data as T;
}

/** A document of the test's own; servers outside demo mode refuse these (see `registered`). */
export async function gql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as GraphqlBody<T>;
  expect(body.errors, query.slice(0, 60)).toBeUndefined();
  return body.data as T;
}

export type Session = { token: string; tokenExpiration: string };

export async function signInSession(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Session> {
  const data = await registered<{ login: Session }>(request, null, 'Login', {
    type: 'default',
    email: account.email,
    password: account.password,
  });
  return data.login;
}

export async function signInToken(request: APIRequestContext, account: { email: string; password: string }) {
  return (await signInSession(request, account)).token;
}

/**
 * Selects the demo customer's seeded "Home" address. Other journeys add, select and delete addresses of
 * the same account on the same server, so a journey that checks out must not inherit their choice.
 */
export async function selectDemoHome(request: APIRequestContext, token: string) {
  const { profile } = await gql<{ profile: { addresses: { _id: string; label: string }[] } }>(
    request,
    token,
    `{ profile { addresses { _id label } } }`,
  );
  const home = profile.addresses.find((a) => a.label === 'Home');
  if (!home) throw new Error('the demo customer has no "Home" address');
  await gql(request, token, `mutation ($id: ID!) { selectAddress(id: $id) { _id } }`, { id: home._id });
}

type CartMenu = {
  restaurant: {
    _id: string;
    name: string;
    image: string;
    slug: string;
    categories: {
      foods: {
        _id: string;
        title: string;
        variations: { _id: string; title: string; price: number; addons: string[] }[];
      }[];
    }[];
    addons: { _id: string; quantityMinimum: number }[];
  };
};

/**
 * Puts `quantity` of the cheapest food without required add-ons of a restaurant in the stored cart
 * (the page must be on the app's origin); checkout rebuilds titles and prices from the menu
 * (revalidation), so only the ids matter.
 */
export async function fillCart(page: Page, slug: string = KARAHI_SLUG, quantity = 1) {
  const { restaurant } = await registered<CartMenu>(page.request, null, 'Restaurant', { slug });
  const required = new Set(restaurant.addons.filter((a) => a.quantityMinimum > 0).map((a) => a._id));
  const choices = restaurant.categories
    .flatMap((c) => c.foods)
    .flatMap((food) => food.variations.map((variation) => ({ food, variation })))
    .filter(({ variation }) => variation.addons.every((id) => !required.has(id)))
    .sort((a, b) => a.variation.price - b.variation.price);
  const { food, variation } = choices[0]!;
  const line = {
    key: 'line-1',
    foodId: food._id,
    variationId: variation._id,
    quantity,
    addons: [],
    specialInstructions: '',
    title: food.title,
    foodTitle: food.title,
    variationTitle: variation.title,
    optionTitles: [],
    unitPrice: Math.round(variation.price * 100),
  };
  const stored = {
    restaurantId: restaurant._id,
    lines: [line],
    restaurant: { id: restaurant._id, slug: restaurant.slug, name: restaurant.name, image: restaurant.image },
  };
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(stored));
  return { restaurant, food, variation };
}

type Menu = {
  restaurant: {
    _id: string;
    tax: number;
    minimumOrder: number;
    location: { coordinates: number[] };
    addons: { _id: string; quantityMinimum: number }[];
    categories: {
      foods: { _id: string; title: string; variations: { _id: string; price: number; addons: string[] }[] }[];
    }[];
  };
  configuration: { currency: string; deliveryRate: number; costType: string };
  profile: { addresses: { _id: string; selected: boolean; location: { coordinates: number[] } }[] };
};

export type PlacedOrder = { _id: string; orderId: string; foodTitle: string };

/**
 * An order (cash on delivery unless told) from Karahi Point to the demo customer's selected address.
 * With `scheduleInMinutes` it is scheduled that far ahead, so the demo dispatcher leaves it PENDING for
 * a while (it accepts a scheduled order at its time minus the preparation time, on its fast clock) and
 * a cancel or decline is never raced by the rider's assignment on a busy machine. `pickUp` makes it a
 * pick-up order (no address, no delivery fee).
 */
export async function placeKarahiOrder(
  request: APIRequestContext,
  token: string,
  paymentMethod: 'COD' | 'STRIPE' | 'PAYPAL' = 'COD',
  {
    scheduleInMinutes = 0,
    pickUp = false,
    tipPercent = null,
  }: { scheduleInMinutes?: number; pickUp?: boolean; tipPercent?: number | null } = {},
): Promise<PlacedOrder> {
  const { restaurant, configuration, profile } = await gql<Menu>(
    request,
    token,
    `query ($slug: String) {
      restaurant(slug: $slug) { _id tax minimumOrder location { coordinates } addons { _id quantityMinimum }
        categories { foods { _id title variations { _id price addons } } } }
      configuration { currency deliveryRate costType }
      profile { addresses { _id selected location { coordinates } } }
    }`,
    { slug: KARAHI_SLUG },
  );
  const required = new Set(restaurant.addons.filter((a) => a.quantityMinimum > 0).map((a) => a._id));
  // A dish that needs no add-on choice, so the order input stays simple.
  const food = restaurant.categories
    .flatMap((c) => c.foods)
    .find((f) => f.variations[0] && !f.variations[0].addons.some((id) => required.has(id)));
  if (!food) throw new Error('Karahi Point has no dish without required add-ons');
  const variation = food.variations[0]!;
  const address = profile.addresses.find((a) => a.selected) ?? profile.addresses[0];
  if (!address) throw new Error('the demo customer has no saved address');

  const { currency } = configuration;
  const unitPrice = toMinor(variation.price, currency);
  const quantity = Math.max(1, Math.ceil(toMinor(restaurant.minimumOrder, currency) / unitPrice));
  const [restaurantLng, restaurantLat] = restaurant.location.coordinates as [number, number];
  const [addressLng, addressLat] = address.location.coordinates as [number, number];
  const fee = deliveryFee({
    costType: configuration.costType === 'fixed' ? 'fixed' : 'perKM',
    deliveryRate: toMinor(configuration.deliveryRate, currency),
    restaurant: { latitude: restaurantLat, longitude: restaurantLng },
    destination: { latitude: addressLat, longitude: addressLng },
    isPickedUp: pickUp,
  });
  const totals = orderTotals({
    lines: [{ unitPrice, quantity }],
    couponPercent: 0,
    deliveryFee: fee,
    taxPercent: restaurant.tax,
    tipPercent,
  });
  const data = await gql<{ placeOrder: { _id: string; orderId: string } }>(
    request,
    token,
    `mutation ($restaurant: String!, $orderInput: [OrderInput!]!, $address: OrderAddressInput, $tax: Float!,
      $delivery: Float!, $amount: Float, $date: String!, $key: String!, $pickUp: Boolean!, $paymentMethod: String!,
      $tipPercent: Float, $tipping: Float!) {
      placeOrder(restaurant: $restaurant, orderInput: $orderInput, paymentMethod: $paymentMethod, tipPercent: $tipPercent,
        tipping: $tipping, taxationAmount: $tax, address: $address, orderDate: $date, isPickedUp: $pickUp,
        deliveryCharges: $delivery, orderAmount: $amount, idempotencyKey: $key) { _id orderId }
    }`,
    {
      restaurant: restaurant._id,
      orderInput: [{ food: food._id, variation: variation._id, quantity, addons: [] }],
      address: pickUp ? null : { _id: address._id },
      pickUp,
      tax: toMajor(totals.tax, currency),
      delivery: toMajor(totals.deliveryFee, currency),
      amount: toMajor(totals.total, currency),
      date: new Date(Date.now() + scheduleInMinutes * 60_000).toISOString(),
      key: randomUUID(),
      paymentMethod,
      tipPercent,
      tipping: toMajor(totals.tip, currency),
    },
  );
  return { ...data.placeOrder, foodTitle: food.title };
}

const framePayload = (frame: { payload: string | Buffer }) =>
  typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();

/**
 * The console's board has its first read (the orders grid is no longer busy). An order placed after
 * this reaches the board through its subscription, with the new-order alert; one placed before is
 * simply on the board (docs/restaurant-console.md#the-board).
 */
export async function boardLoaded(page: Page): Promise<void> {
  await expect(
    page.locator('[aria-busy="false"]').filter({ has: page.locator('[data-column="new"]') }),
  ).toBeVisible();
}

/**
 * Resolves once the page's graphql-ws subscription `operationName` is live on the server (call before
 * the navigation), so a change made through the API right after is not missed. It is found by its
 * operation name: the web subscribes with registered documents, by hash and without their text. The
 * order subscriptions (OrderChanged, OrdersChanged: subscriptionOrder, subscriptionOrders(current:
 * true)) first answer with the current
 * state, read once they are live: that answer is waited for. (The console's board needs no such wait:
 * its subscription starts with the board as it is, so nothing placed after its first read is missed.)
 */
export async function waitForSubscription(page: Page, operationName: string): Promise<void> {
  const socket = await page.waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql'));
  const received: { id?: string; type?: string }[] = [];
  let answered = (_id: string) => {};
  socket.on('framereceived', (frame) => {
    const message = JSON.parse(framePayload(frame)) as { id?: string; type?: string };
    received.push(message);
    if (message.type === 'next' && message.id) answered(message.id);
  });
  const sent = await socket.waitForEvent('framesent', (frame) => {
    const message = JSON.parse(framePayload(frame)) as {
      type?: string;
      payload?: { operationName?: string };
    };
    return message.type === 'subscribe' && message.payload?.operationName === operationName;
  });
  const { id } = JSON.parse(framePayload(sent)) as { id: string };
  await new Promise<void>((resolve) => {
    answered = (answeredId) => answeredId === id && resolve();
    if (received.some((message) => message.type === 'next' && message.id === id)) resolve();
  });
}

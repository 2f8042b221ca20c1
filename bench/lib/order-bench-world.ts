// The demo world as a customer sees it, over GraphQL: sign in, pick a valid COD order at the always-open
// demo restaurant, and let the server say what it costs (a PRICE_CHANGED answer carries its figures).
import { DEMO_CUSTOMER, DEMO_SLUGS } from '../../apps/api/src/db/seed/constants.ts';

type Gql = <T>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<T>;

export function graphqlClient(origin: string): Gql {
  return async (query, variables, token) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as never;
  };
}

type Restaurant = {
  _id: string;
  isOpen: boolean;
  categories: {
    foods: { _id: string; variations: { _id: string; addons: string[] }[] }[];
  }[];
  addons: { _id: string; quantityMinimum: number }[];
};

export const PLACE_ORDER = `mutation ($restaurant: String!, $orderInput: [OrderInput!]!, $tipPercent: Float, $tipping: Float!,
  $taxationAmount: Float!, $address: OrderAddressInput, $orderDate: String!, $isPickedUp: Boolean!,
  $deliveryCharges: Float!, $orderAmount: Float, $idempotencyKey: String!) {
  placeOrder(restaurant: $restaurant, orderInput: $orderInput, paymentMethod: "COD", tipPercent: $tipPercent,
    tipping: $tipping, taxationAmount: $taxationAmount, address: $address, orderDate: $orderDate,
    isPickedUp: $isPickedUp, deliveryCharges: $deliveryCharges, orderAmount: $orderAmount,
    idempotencyKey: $idempotencyKey) { _id orderId orderAmount }
}`;

/** Signs in the demo customer and builds one valid delivery order (two lines, a tip) to repeat. */
export async function prepareOrder(origin: string) {
  const gql = graphqlClient(origin);
  const login = await gql<{ data: { login: { token: string } } }>(
    `mutation ($email: String!, $password: String!) { login(type: "default", email: $email, password: $password) { token } }`,
    { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  );
  const token = login.data.login.token;
  const { data } = await gql<{
    data: {
      restaurant: Restaurant;
      profile: { addresses: { _id: string }[] };
      tips: { tipVariations: number[]; enabled: boolean };
    };
  }>(
    `query ($slug: String) {
      restaurant(slug: $slug) { _id isOpen categories { foods { _id variations { _id addons } } } addons { _id quantityMinimum } }
      profile { addresses { _id } }
      tips { tipVariations enabled }
    }`,
    { slug: DEMO_SLUGS.open },
    token,
  );
  if (!data.restaurant.isOpen) throw new Error(`${DEMO_SLUGS.open} is not open now`);
  // Lines whose variation needs no add-on choice, so the order is valid as it stands.
  const required = new Set(data.restaurant.addons.filter((a) => a.quantityMinimum > 0).map((a) => a._id));
  const lines = data.restaurant.categories
    .flatMap((c) => c.foods)
    .flatMap((f) => f.variations.map((v) => ({ food: f._id, variation: v._id, addons: v.addons })))
    .filter((line) => !line.addons.some((id) => required.has(id)))
    .slice(0, 2)
    .map(({ food, variation }, i) => ({ food, variation, quantity: i + 1 }));
  const address = data.profile.addresses[0];
  const base = {
    restaurant: data.restaurant._id,
    orderInput: lines,
    tipPercent: data.tips.enabled ? (data.tips.tipVariations[1] ?? null) : null,
    address: address ? { _id: address._id } : null,
    isPickedUp: !address,
  };
  // Ask with zero amounts; the PRICE_CHANGED answer holds the server's figures.
  const probe = await gql<{
    errors?: { extensions?: { code?: string; expected?: Record<string, number> } }[];
  }>(
    PLACE_ORDER,
    {
      ...base,
      tipping: 0,
      taxationAmount: 0,
      deliveryCharges: 0,
      orderDate: new Date().toISOString(),
      idempotencyKey: `probe-${Date.now()}`,
    },
    token,
  );
  const expected = probe.errors?.[0]?.extensions?.expected;
  if (!expected) throw new Error(`could not price the order: ${JSON.stringify(probe)}`);
  return { token, variables: { ...base, ...expected } };
}

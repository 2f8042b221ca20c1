// The signed-in side of the page-weight bench: the demo customer's session, a cart and a placed order,
// so /checkout, /orders, /order-detail and the payment screens load as a customer sees them.
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
const OPEN_SLUG = 'karahi-point';

type GraphQLResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql<T>(origin: string, query: string, variables: object, token?: string) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<T>;
}

type Menu = {
  restaurant: {
    _id: string;
    name: string;
    image: string;
    slug: string;
    addons: { _id: string; quantityMinimum: number }[];
    categories: {
      foods: {
        _id: string;
        title: string;
        variations: { _id: string; title: string; price: number; addons: string[] }[];
      }[];
    }[];
  };
  profile: { addresses: { _id: string; selected: boolean }[] };
};

export type SignedInWorld = {
  /** localStorage entries of a signed-in customer with one dish in the cart. */
  storage: Record<string, string>;
  orderId: string;
};

export async function prepareSignedInWorld(origin: string): Promise<SignedInWorld> {
  const login = await gql<{ login: { token: string; tokenExpiration: string } }>(
    origin,
    'mutation ($email: String, $password: String) { login(type: "default", email: $email, password: $password) { token tokenExpiration } }',
    DEMO,
  );
  if (!login.data) throw new Error(`demo sign-in failed: ${login.errors?.[0]?.message}`);
  const { token, tokenExpiration } = login.data.login;
  const menu = await gql<Menu>(
    origin,
    `query ($slug: String) {
      restaurant(slug: $slug) { _id name image slug addons { _id quantityMinimum }
        categories { foods { _id title variations { _id title price addons } } } }
      profile { addresses { _id selected } }
    }`,
    { slug: OPEN_SLUG },
    token,
  );
  if (!menu.data) throw new Error(`menu query failed: ${menu.errors?.[0]?.message}`);
  const { restaurant, profile } = menu.data;
  const required = new Set(restaurant.addons.filter((a) => a.quantityMinimum > 0).map((a) => a._id));
  const food = restaurant.categories
    .flatMap((c) => c.foods)
    .find((f) => f.variations[0] && !f.variations[0].addons.some((id) => required.has(id)));
  const variation = food?.variations[0];
  const address = profile.addresses.find((a) => a.selected) ?? profile.addresses[0];
  if (!food || !variation || !address) throw new Error('no simple dish or saved address in the demo data');

  const cart = {
    restaurantId: restaurant._id,
    lines: [
      {
        key: 'bench-1',
        foodId: food._id,
        variationId: variation._id,
        quantity: 10,
        addons: [],
        specialInstructions: '',
        title: food.title,
        foodTitle: food.title,
        variationTitle: variation.title,
        optionTitles: [],
        unitPrice: Math.round(variation.price * 100),
      },
    ],
    restaurant: { id: restaurant._id, slug: restaurant.slug, name: restaurant.name, image: restaurant.image },
  };

  // The server prices the order; a first attempt with zero amounts is answered with its figures.
  const place = (amounts: { tipping: number; taxationAmount: number; deliveryCharges: number }) =>
    gql<{ placeOrder: { _id: string } }>(
      origin,
      `mutation ($restaurant: String!, $items: [OrderInput!]!, $address: OrderAddressInput, $key: String!,
          $tipping: Float!, $taxationAmount: Float!, $deliveryCharges: Float!, $orderDate: String!) {
        placeOrder(restaurant: $restaurant, orderInput: $items, paymentMethod: "COD", tipPercent: null,
          tipping: $tipping, taxationAmount: $taxationAmount, address: $address, orderDate: $orderDate,
          isPickedUp: false, deliveryCharges: $deliveryCharges, idempotencyKey: $key) { _id }
      }`,
      {
        restaurant: restaurant._id,
        items: [{ food: food._id, variation: variation._id, quantity: 10, addons: [] }],
        address: { _id: address._id },
        key: `bench-weight-${Date.now()}`,
        orderDate: new Date().toISOString(),
        ...amounts,
      },
      token,
    );
  let placed = await place({ tipping: 0, taxationAmount: 0, deliveryCharges: 0 });
  const expected = placed.errors?.[0]?.extensions?.['expected'] as
    { tipping: number; taxationAmount: number; deliveryCharges: number } | undefined;
  if (expected) placed = await place(expected);
  if (!placed.data) throw new Error(`placing the bench order failed: ${placed.errors?.[0]?.message}`);

  return {
    storage: { token, tokenExpiration, cart: JSON.stringify(cart) },
    orderId: placed.data.placeOrder._id,
  };
}

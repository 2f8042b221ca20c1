import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfiguration,
  createMenu,
  createOpeningTimes,
  createRestaurant,
  createReview,
  createUser,
  createZone,
} from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

const RESTAURANT = /* GraphQL */ `
  query Restaurant($id: String, $slug: String) {
    restaurant(id: $id, slug: $slug) {
      _id
      orderId
      orderPrefix
      name
      image
      logo
      slug
      address
      location {
        coordinates
      }
      deliveryTime
      minimumOrder
      deliveryCharges
      tax
      rating
      isAvailable
      isOpen
      timeZone
      distance
      reviewData {
        total
        ratings
        reviews {
          _id
          rating
          description
          createdAt
          order {
            _id
            user {
              _id
              name
              email
            }
          }
        }
      }
      categories {
        _id
        title
        foods {
          _id
          title
          image
          description
          variations {
            _id
            title
            price
            discounted
            addons
          }
        }
      }
      options {
        _id
        title
        description
        price
      }
      addons {
        _id
        title
        description
        quantityMinimum
        quantityMaximum
        options
      }
      zone {
        _id
        title
        tax
      }
      openingTimes {
        day
        times {
          startTime
          endTime
        }
      }
    }
  }
`;

const IS_OPEN = 'query IsOpen($slug: String) { restaurant(slug: $slug) { isOpen } }';

let database: TestDatabase;
let api: TestApp;
let restaurant: Awaited<ReturnType<typeof createRestaurant>>;
let menu: Awaited<ReturnType<typeof createMenu>>;
let zone: Awaited<ReturnType<typeof createZone>>;
let reviewer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createConfiguration(db);
  zone = await createZone(db);
  restaurant = await createRestaurant(db, {
    slug: 'karahi-house',
    name: 'Karahi House',
    zoneId: zone.id,
    deliveryCharges: 199,
    orderSequence: 41,
    timeZone: 'Asia/Karachi',
  });
  menu = await createMenu(db, restaurant.id);
  // Mondays 09:30–17:15 and 19:00–23:00, Saturdays 12:00–02:00 (past midnight), Karachi time (UTC+5).
  await createOpeningTimes(db, restaurant.id, [
    ['MON', [19, 0], [23, 0]],
    ['MON', [9, 30], [17, 15]],
    ['SAT', [12, 0], [2, 0]],
  ]);
  reviewer = await createUser(db, { name: 'Ayesha' });
  await createReview(db, {
    restaurantId: restaurant.id,
    userId: reviewer.id,
    rating: 3,
    createdAt: new Date('2025-01-01T10:00:00Z'),
  });
  await createReview(db, {
    restaurantId: restaurant.id,
    userId: reviewer.id,
    rating: 4,
    description: 'Great karahi',
    createdAt: new Date('2025-02-01T10:00:00Z'),
  });
  await createRestaurant(db, { slug: 'unavailable', isAvailable: false });
  await createRestaurant(db, { slug: 'delisted', isActive: false });
  api = await createTestApp({ db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('restaurant', () => {
  it('returns the full menu by slug, money in major units', async () => {
    const { data, errors } = await api.gql<{ restaurant: Record<string, unknown> }>(RESTAURANT, {
      slug: 'karahi-house',
    });
    expect(errors).toBeUndefined();
    const r = data!.restaurant;
    expect(r).toMatchObject({
      _id: restaurant.id,
      orderId: 41,
      orderPrefix: 'TST',
      name: 'Karahi House',
      slug: 'karahi-house',
      logo: null,
      location: { coordinates: [restaurant.longitude, restaurant.latitude] },
      deliveryTime: 30,
      minimumOrder: 10,
      deliveryCharges: 1.99,
      tax: 10,
      rating: 3.5,
      isAvailable: true,
      timeZone: 'Asia/Karachi',
      distance: null,
      zone: { _id: zone.id, title: 'Blue Area', tax: 5 },
    });
    expect(r.categories).toEqual([
      {
        _id: menu.mains!.id,
        title: 'Mains',
        foods: [
          {
            _id: menu.karahi!.id,
            title: 'Chicken Karahi',
            image: null,
            description: 'Slow-cooked',
            variations: [
              { _id: menu.half!.id, title: 'Half', price: 12.99, discounted: null, addons: [] },
              {
                _id: menu.full!.id,
                title: 'Full',
                price: 24.5,
                discounted: 28,
                addons: [menu.bread!.id, menu.extras!.id],
              },
            ],
          },
        ],
      },
      {
        _id: menu.drinks!.id,
        title: 'Drinks',
        foods: [
          {
            _id: menu.lassi!.id,
            title: 'Lassi',
            image: '/images/foods/lassi.jpg',
            description: '',
            variations: [
              { _id: menu.lassiRegular!.id, title: 'Regular', price: 3.5, discounted: null, addons: [] },
            ],
          },
        ],
      },
    ]);
    expect(r.addons).toEqual([
      {
        _id: menu.bread!.id,
        title: 'Choose your bread',
        description: '',
        quantityMinimum: 1,
        quantityMaximum: 1,
        options: [menu.naan!.id, menu.roti!.id],
      },
      {
        _id: menu.extras!.id,
        title: 'Extras',
        description: '',
        quantityMinimum: 0,
        quantityMaximum: 2,
        options: [],
      },
    ]);
    expect(r.options).toEqual(
      expect.arrayContaining([
        { _id: menu.naan!.id, title: 'Naan', description: 'Tandoori', price: 0.75 },
        { _id: menu.roti!.id, title: 'Roti', description: '', price: 0.5 },
      ]),
    );
  });

  it('groups opening times per day SUN..SAT, closed days with no times', async () => {
    const { data } = await api.gql<{ restaurant: { openingTimes: unknown[] } }>(RESTAURANT, {
      slug: 'karahi-house',
    });
    expect(data!.restaurant.openingTimes).toEqual([
      { day: 'SUN', times: [] },
      {
        day: 'MON',
        times: [
          { startTime: [9, 30], endTime: [17, 15] },
          { startTime: [19, 0], endTime: [23, 0] },
        ],
      },
      { day: 'TUE', times: [] },
      { day: 'WED', times: [] },
      { day: 'THU', times: [] },
      { day: 'FRI', times: [] },
      { day: 'SAT', times: [{ startTime: [12, 0], endTime: [2, 0] }] },
    ]);
  });

  it('lists reviews newest first with the reviewer name and no e-mail', async () => {
    const { data } = await api.gql<{ restaurant: { reviewData: Record<string, unknown> } }>(RESTAURANT, {
      slug: 'karahi-house',
    });
    expect(data!.restaurant.reviewData).toEqual({
      total: 2,
      ratings: 3.5,
      reviews: [
        {
          _id: expect.any(String),
          rating: 4,
          description: 'Great karahi',
          createdAt: '2025-02-01T10:00:00.000Z',
          order: { _id: null, user: { _id: reviewer.id, name: 'Ayesha', email: null } },
        },
        expect.objectContaining({ rating: 3, createdAt: '2025-01-01T10:00:00.000Z' }),
      ],
    });
  });

  it('finds the same restaurant by id', async () => {
    const { data } = await api.gql<{ restaurant: { _id: string; slug: string } }>(
      'query($id: String) { restaurant(id: $id) { _id slug } }',
      { id: restaurant.id },
    );
    expect(data!.restaurant).toEqual({ _id: restaurant.id, slug: 'karahi-house' });
  });

  it.each([
    ['Monday 10:00 Karachi', '2025-06-02T05:00:00Z', true],
    ['Monday 17:15 Karachi (closing minute)', '2025-06-02T12:15:00Z', false],
    ['Monday 18:00 Karachi (between windows)', '2025-06-02T13:00:00Z', false],
    ['Sunday 01:00 Karachi (Saturday window past midnight)', '2025-06-07T20:00:00Z', true],
    ['Tuesday 12:00 Karachi (closed all day)', '2025-06-03T07:00:00Z', false],
  ])('isOpen on %s is %s, in the restaurant time zone', async (_when, iso, expected) => {
    api.setNow(new Date(iso));
    const { data } = await api.gql<{ restaurant: { isOpen: boolean } }>(IS_OPEN, { slug: 'karahi-house' });
    expect(data!.restaurant.isOpen).toBe(expected);
  });

  it('an unavailable restaurant is closed', async () => {
    const { data } = await api.gql<{ restaurant: { isOpen: boolean } }>(IS_OPEN, { slug: 'unavailable' });
    expect(data!.restaurant.isOpen).toBe(false);
  });
});

describe('restaurant errors', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['unknown slug', { slug: 'no-such-place' }, 'NOT_FOUND', 'Restaurant not found'],
    ['delisted restaurant', { slug: 'delisted' }, 'NOT_FOUND', 'Restaurant not found'],
    ['unknown id', { id: '7b0b7c4e-1111-4222-8333-944445555666' }, 'NOT_FOUND', 'Restaurant not found'],
    ['malformed id', { id: 'not-a-uuid' }, 'BAD_USER_INPUT', 'Restaurant id is not valid.'],
    ['id with SQL', { id: "1' OR '1'='1" }, 'BAD_USER_INPUT', 'Restaurant id is not valid.'],
    [
      'both id and slug',
      { id: '7b0b7c4e-1111-4222-8333-944445555666', slug: 'x' },
      'BAD_USER_INPUT',
      'Give either a restaurant id or a slug, not both.',
    ],
    ['neither id nor slug', {}, 'BAD_USER_INPUT', 'A restaurant id or slug is required.'],
    ['blank slug', { slug: '   ' }, 'BAD_USER_INPUT', 'A restaurant id or slug is required.'],
  ];

  it.each(cases)('%s gives %s', async (_name, variables, code, message) => {
    const response = await api.gql(
      'query($id: String, $slug: String) { restaurant(id: $id, slug: $slug) { _id } }',
      variables,
    );
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([expect.objectContaining({ message, extensions: { code } })]);
  });
});

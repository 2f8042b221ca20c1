// Users: the demo customer (with addresses and favourites), reviewers, riders and two restaurant owners.
import type { addresses, favourites, riders, users } from '../schema/index.ts';
import { DEMO_CUSTOMER, DEMO_LOCATION, DEMO_SLUGS } from './constants.ts';
import { offsetKm } from './geo.ts';
import type { Rng } from './random.ts';
import type { RestaurantRow } from './restaurants.ts';

type UserRow = typeof users.$inferInsert & { id: string; name: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const REVIEWER_NAMES = [
  'Ayesha Khan',
  'Hamza Malik',
  'Fatima Siddiqui',
  'Usman Qureshi',
  'Zainab Raza',
  'Bilal Ahmed',
  'Mariam Sheikh',
  'Ali Haider',
  'Hira Butt',
  'Omar Farooq',
  'Sana Javed',
  'Hassan Abbasi',
  'Noor Fatima',
  'Saad Mirza',
  'Iqra Aslam',
  'Danish Iqbal',
  'Amna Tariq',
  'Faisal Chaudhry',
  'Mehwish Hayat',
  'Taimur Aziz',
] as const;

const RIDER_NAMES = ['Imran Shah', 'Waqas Khan', 'Naveed Akhtar', 'Junaid Rehman', 'Kashif Mehmood'] as const;

const emailOf = (name: string, domain = 'example.com') =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;

const riderEmail = (i: number) => `rider${i + 1}@example.com`;
const OWNED_SLUGS = [DEMO_SLUGS.open, DEMO_SLUGS.requiredAddons] as const;
const ownerEmail = (slug: string) => `owner.${slug}@example.com`;
const STAFF = [
  { email: 'admin@example.com', name: 'Demo Operator', role: 'ADMIN' as const },
  { email: 'support@example.com', name: 'Demo Support', role: 'SUPPORT' as const },
];

/**
 * The seeded accounts on the published demo password (customer, riders, owners, staff), from the same
 * constants buildPeople uses, so the check at every start outside demo mode needs no demo world
 * (published-accounts.ts; seed.test.ts compares it with the world's).
 */
export const PUBLISHED_PASSWORD_EMAILS: readonly string[] = [
  DEMO_CUSTOMER.email,
  ...RIDER_NAMES.map((_, i) => riderEmail(i)),
  ...OWNED_SLUGS.map(ownerEmail),
  ...STAFF.map((account) => account.email),
];

export type People = {
  users: UserRow[];
  riders: (typeof riders.$inferInsert)[];
  addresses: (typeof addresses.$inferInsert)[];
  favourites: (typeof favourites.$inferInsert)[];
  demoCustomerId: string;
  reviewers: UserRow[];
};

export function buildPeople(ctx: {
  rng: Rng;
  newId: () => string;
  now: Date;
  demoPasswordHash: string;
  restaurants: RestaurantRow[];
}): People {
  const { rng, newId, now } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const bySlug = new Map(ctx.restaurants.map((r) => [r.slug, r]));

  const demo: UserRow = {
    id: newId(),
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    emailIsVerified: true,
    phone: DEMO_CUSTOMER.phone,
    phoneIsVerified: true,
    passwordHash: ctx.demoPasswordHash,
    role: 'CUSTOMER',
    createdAt: ago(30),
  };

  const reviewers: UserRow[] = REVIEWER_NAMES.map((name, i) => ({
    id: newId(),
    name,
    email: emailOf(name),
    emailIsVerified: true,
    phone: `+92301${String(5550100 + i * 37).padStart(7, '0')}`,
    phoneIsVerified: rng.chance(0.7),
    passwordHash: null,
    role: 'CUSTOMER',
    createdAt: ago(rng.int(90, 720)),
  }));

  const riderUsers: UserRow[] = RIDER_NAMES.map((name, i) => ({
    id: newId(),
    name,
    email: riderEmail(i),
    emailIsVerified: true,
    phone: `+92333${String(7770200 + i * 11).padStart(7, '0')}`,
    phoneIsVerified: true,
    // The demo password, so a real rider app (and e2e tests) can sign in as a seeded rider.
    passwordHash: ctx.demoPasswordHash,
    role: 'RIDER',
    createdAt: ago(rng.int(60, 400)),
  }));

  const riderRows = riderUsers.map((user) => {
    const position = offsetKm(DEMO_LOCATION, rng.float(0.3, 2.5), rng.float(0, 360));
    return {
      id: newId(),
      userId: user.id,
      name: user.name,
      phone: user.phone ?? null,
      latitude: position.latitude,
      longitude: position.longitude,
      isAvailable: true,
      locationUpdatedAt: now,
    };
  });

  // Owners for two restaurants (the simulator acts for them unless their own app signs in).
  const owners: UserRow[] = OWNED_SLUGS.map((slug, i) => {
    const restaurant = bySlug.get(slug);
    if (!restaurant) throw new Error(`Demo restaurant ${slug} missing`);
    return {
      id: newId(),
      name: `${restaurant.name} Manager`,
      email: ownerEmail(slug),
      emailIsVerified: true,
      phone: `+92345${String(8880300 + i * 13).padStart(7, '0')}`,
      phoneIsVerified: true,
      // The demo password: a restaurant app can sign in and accept orders itself.
      passwordHash: ctx.demoPasswordHash,
      role: 'RESTAURANT',
      restaurantId: restaurant.id,
      createdAt: ago(200),
    };
  });

  // The demo's back office (/admin): an operator and a support agent, on the published password so a
  // visitor can try every staff screen (docs/demo-and-orders.md). Never seeded outside demo mode.
  const staff: UserRow[] = STAFF.map((account) => ({
    id: newId(),
    ...account,
    emailIsVerified: true,
    passwordHash: ctx.demoPasswordHash,
    createdAt: ago(365),
  }));

  const home = offsetKm(DEMO_LOCATION, 0.12, 40);
  const work = offsetKm(DEMO_LOCATION, 3.6, 95);
  const addressRows = [
    {
      id: newId(),
      userId: demo.id,
      label: 'Home',
      deliveryAddress: 'House 14, Street 7, E-11/2, Islamabad',
      details: 'Black gate, ring the bell twice',
      latitude: home.latitude,
      longitude: home.longitude,
      selected: true,
      createdAt: ago(29),
    },
    {
      id: newId(),
      userId: demo.id,
      label: 'Work',
      deliveryAddress: 'Office 305, Silver Oaks Plaza, F-10 Markaz, Islamabad',
      details: 'Third floor, reception',
      latitude: work.latitude,
      longitude: work.longitude,
      selected: false,
      createdAt: ago(20),
    },
  ];

  const favouriteSlugs = [DEMO_SLUGS.open, DEMO_SLUGS.requiredAddons, 'chai-khana', 'green-bowl'];
  const favouriteRows = favouriteSlugs.map((slug, i) => {
    const restaurant = bySlug.get(slug);
    if (!restaurant) throw new Error(`Favourite restaurant ${slug} missing`);
    return { userId: demo.id, restaurantId: restaurant.id, createdAt: ago(25 - i * 3) };
  });

  return {
    users: [demo, ...reviewers, ...riderUsers, ...owners, ...staff],
    riders: riderRows,
    addresses: addressRows,
    favourites: favouriteRows,
    demoCustomerId: demo.id,
    reviewers,
  };
}

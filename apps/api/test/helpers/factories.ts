import { hashPassword } from '../../src/modules/auth/passwords.ts';
import type { Db } from '../../src/db/types.ts';
import * as t from '../../src/db/schema/index.ts';

// Small fixtures for API tests: each helper inserts one thing with sensible defaults and returns the
// row, so a test states only what it is about. Money is in minor units, as stored.

/** The point tests query from (the default delivery location, rounded). */
export const ORIGIN = { latitude: 33.7, longitude: 73.0 };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export async function createConfiguration(db: Db, values: Partial<typeof t.configuration.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.configuration)
    .values({ currency: 'USD', currencySymbol: '$', deliveryRate: 150, costType: 'perKM', ...values })
    .returning();
  return row!;
}

export async function createZone(db: Db, values: Partial<typeof t.zones.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.zones)
    .values({ title: 'Blue Area', tax: 5, ...values })
    .returning();
  return row!;
}

export async function createRestaurant(db: Db, values: Partial<typeof t.restaurants.$inferInsert> = {}) {
  const slug = values.slug ?? unique('restaurant');
  const [row] = await db
    .insert(t.restaurants)
    .values({
      name: `Restaurant ${slug}`,
      slug,
      image: '/images/restaurants/test.jpg',
      address: 'Jinnah Avenue, Islamabad',
      latitude: ORIGIN.latitude,
      longitude: ORIGIN.longitude,
      orderPrefix: 'TST',
      deliveryTime: 30,
      minimumOrder: 1000,
      deliveryCharges: null,
      tax: 10,
      timeZone: 'Asia/Karachi',
      deliveryRadiusKm: 15,
      ...values,
    })
    .returning();
  return row!;
}

/** Windows as [day, [h, m], [h, m]]. */
export async function createOpeningTimes(
  db: Db,
  restaurantId: string,
  windows: [string, [number, number], [number, number]][],
) {
  if (windows.length === 0) return;
  await db.insert(t.openingTimes).values(
    windows.map(([day, start, end]) => ({
      restaurantId,
      day,
      startHour: start[0],
      startMinute: start[1],
      endHour: end[0],
      endMinute: end[1],
    })),
  );
}

export const EVERY_DAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * One category with one food ("Chicken Karahi", Half/Full), an add-on group "Choose your bread"
 * (1..1, options Naan and Roti) offered with the Full variation, and an option-less group.
 */
export async function createMenu(db: Db, restaurantId: string) {
  const [mains, drinks] = await db
    .insert(t.categories)
    .values([
      { restaurantId, title: 'Mains', position: 0 },
      { restaurantId, title: 'Drinks', position: 1 },
    ])
    .returning();
  const [karahi, hidden] = await db
    .insert(t.foods)
    .values([
      {
        restaurantId,
        categoryId: mains!.id,
        title: 'Chicken Karahi',
        description: 'Slow-cooked',
        position: 0,
      },
      { restaurantId, categoryId: mains!.id, title: 'Retired dish', isActive: false, position: 1 },
    ])
    .returning();
  const [lassi] = await db
    .insert(t.foods)
    .values({ restaurantId, categoryId: drinks!.id, title: 'Lassi', image: '/images/foods/lassi.jpg' })
    .returning();
  const [full, half] = await db
    .insert(t.variations)
    .values([
      { foodId: karahi!.id, title: 'Full', price: 2450, discounted: 2800, position: 1 },
      { foodId: karahi!.id, title: 'Half', price: 1299, position: 0 },
    ])
    .returning();
  const [lassiRegular] = await db
    .insert(t.variations)
    .values({ foodId: lassi!.id, title: 'Regular', price: 350 })
    .returning();
  const [bread, extras] = await db
    .insert(t.addons)
    .values([
      { restaurantId, title: 'Choose your bread', quantityMinimum: 1, quantityMaximum: 1 },
      { restaurantId, title: 'Extras', quantityMinimum: 0, quantityMaximum: 2 },
    ])
    .returning();
  const [roti, naan] = await db
    .insert(t.options)
    .values([
      { restaurantId, title: 'Roti', price: 50 },
      { restaurantId, title: 'Naan', description: 'Tandoori', price: 75 },
    ])
    .returning();
  await db.insert(t.addonOptions).values([
    { addonId: bread!.id, optionId: naan!.id, position: 0 },
    { addonId: bread!.id, optionId: roti!.id, position: 1 },
  ]);
  await db.insert(t.variationAddons).values([
    { variationId: full!.id, addonId: extras!.id, position: 1 },
    { variationId: full!.id, addonId: bread!.id, position: 0 },
  ]);
  return { mains, drinks, karahi, hidden, lassi, full, half, lassiRegular, bread, extras, roti, naan };
}

export async function createUser(
  db: Db,
  { password = 'Secret123', ...values }: Partial<typeof t.users.$inferInsert> & { password?: string } = {},
) {
  const [row] = await db
    .insert(t.users)
    .values({
      name: 'Test Customer',
      email: `${unique('user')}@example.com`,
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  return row!;
}

export async function createReview(
  db: Db,
  values: { restaurantId: string; userId: string; rating: number } & Partial<typeof t.reviews.$inferInsert>,
) {
  const [row] = await db
    .insert(t.reviews)
    .values({ description: 'Tasty', ...values })
    .returning();
  return row!;
}

export async function createAddress(
  db: Db,
  values: { userId: string } & Partial<typeof t.addresses.$inferInsert>,
) {
  const [row] = await db
    .insert(t.addresses)
    .values({
      deliveryAddress: 'House 1, Street 2, F-7',
      latitude: ORIGIN.latitude,
      longitude: ORIGIN.longitude,
      ...values,
    })
    .returning();
  return row!;
}

export async function createOffer(
  db: Db,
  values: Partial<typeof t.offers.$inferInsert>,
  restaurantIds: string[],
) {
  const [row] = await db
    .insert(t.offers)
    .values({ name: 'Deals', tag: '20% off', ...values })
    .returning();
  if (restaurantIds.length > 0) {
    await db
      .insert(t.offerRestaurants)
      .values(restaurantIds.map((restaurantId, position) => ({ offerId: row!.id, restaurantId, position })));
  }
  return row!;
}

export async function createSection(
  db: Db,
  values: Partial<typeof t.sections.$inferInsert>,
  restaurantIds: string[],
) {
  const [row] = await db
    .insert(t.sections)
    .values({ name: 'Popular', ...values })
    .returning();
  if (restaurantIds.length > 0) {
    await db
      .insert(t.sectionRestaurants)
      .values(
        restaurantIds.map((restaurantId, position) => ({ sectionId: row!.id, restaurantId, position })),
      );
  }
  return row!;
}

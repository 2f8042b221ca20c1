// Restaurant rows and opening hours, derived from restaurants-data.ts.
import type { openingTimes, restaurants } from '../schema/index.ts';
import { DEMO_LOCATION, DEMO_TIME_ZONE } from './constants.ts';
import { haversineKm, offsetKm } from './geo.ts';
import type { Rng } from './random.ts';
import { MARKETS, WEEK_DAYS, slugify, type Hours, type RestaurantSeed } from './restaurants-data.ts';

export type RestaurantRow = typeof restaurants.$inferInsert & { id: string; slug: string; name: string };
type OpeningRow = typeof openingTimes.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_DISTANCE_KM = 1;

/** 3–4 upper-case letters from the name, unique among `taken`: "Margalla Slice Co." -> "MSC". */
export function orderPrefixFor(name: string, taken: Set<string>): string {
  const words = slugify(name)
    .split('-')
    .filter((w) => w !== 'the');
  const letters = words.join('').toUpperCase();
  let prefix = words
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 4);
  // Too short: top up with the first word's following letters.
  for (let i = 1; prefix.length < 3 && i < letters.length; i++) prefix += letters[i];
  let candidate = prefix;
  for (let i = 0; taken.has(candidate); i++) {
    candidate = (prefix.slice(0, 3) + letters[(i + 3) % letters.length]).slice(0, 4);
    if (i > letters.length) candidate = prefix.slice(0, 2) + String.fromCharCode(65 + (i % 26)) + 'X';
  }
  taken.add(candidate);
  return candidate;
}

const UNITS = ['Shop', 'Plot', 'Shop', 'Unit'] as const;
const FLOORS = ['', '', 'Ground Floor, ', 'First Floor, '] as const;

export function buildRestaurant(
  seed: RestaurantSeed,
  ctx: { rng: Rng; newId: () => string; now: Date; prefixes: Set<string>; zoneIdFor: (km: number) => string },
): RestaurantRow {
  const { rng } = ctx;
  const market = MARKETS[seed.market];
  let position = offsetKm(market, rng.float(0.05, 0.35), rng.float(0, 360));
  if (haversineKm(DEMO_LOCATION, position) < MIN_DISTANCE_KM) {
    // Keep every restaurant at least a kilometre out, so delivery fees are never zero.
    const bearing =
      (Math.atan2(position.longitude - DEMO_LOCATION.longitude, position.latitude - DEMO_LOCATION.latitude) *
        180) /
      Math.PI;
    position = offsetKm(DEMO_LOCATION, MIN_DISTANCE_KM + rng.float(0.05, 0.3), bearing);
  }
  const distanceKm = haversineKm(DEMO_LOCATION, position);
  const slug = slugify(seed.name);
  const inIslamabad = !/Rawalpindi/.test(market.name);
  const address = `${rng.pick(FLOORS)}${rng.pick(UNITS)} ${rng.int(1, 48)}, ${market.name}${inIslamabad ? ', Islamabad' : ''}`;
  const ageDays = seed.isNew ? rng.int(2, 13) : rng.int(60, 900);
  return {
    id: ctx.newId(),
    name: seed.name,
    slug,
    image: `/images/restaurants/${slug}.svg`,
    logo: null,
    address,
    latitude: position.latitude,
    longitude: position.longitude,
    orderPrefix: orderPrefixFor(seed.name, ctx.prefixes),
    orderSequence: 0,
    deliveryTime: 15 + 5 * rng.int(0, 9),
    minimumOrder: seed.minimumOrder ?? rng.pick([0, 0, 0, 0, 0, 300, 500, 500, 1000, 1500]),
    deliveryCharges: null,
    tax: rng.pick([0, 5, 5, 8, 10]),
    isAvailable: seed.isAvailable ?? true,
    isActive: true,
    timeZone: DEMO_TIME_ZONE,
    deliveryRadiusKm: seed.deliveryRadiusKm ?? 15,
    zoneId: ctx.zoneIdFor(distanceKm),
    createdAt: new Date(ctx.now.getTime() - ageDays * DAY_MS - rng.int(0, 23 * 60) * 60_000),
  };
}

/**
 * Opening-time rows. 'always' is 00:00–24:00 every day; 'never' has no rows (closed all day).
 * A window ending at or before its start (e.g. 18:00–02:00) is split at midnight: 18:00–24:00 on the
 * day and 00:00–02:00 on the next, so "is it open now" only ever looks at today's rows.
 */
export function buildOpeningTimes(
  restaurantId: string,
  hours: Hours = 'always',
  newId: () => string,
): OpeningRow[] {
  if (hours === 'never') return [];
  const windows =
    hours === 'always'
      ? ([
          [
            [0, 0],
            [24, 0],
          ],
        ] as const)
      : hours.windows;
  const closed = new Set(hours === 'always' ? [] : (hours.closedDays ?? []));
  const rows: OpeningRow[] = [];
  const add = (dayIndex: number, start: readonly [number, number], end: readonly [number, number]) =>
    rows.push({
      id: newId(),
      restaurantId,
      day: WEEK_DAYS[dayIndex % 7]!,
      startHour: start[0],
      startMinute: start[1],
      endHour: end[0],
      endMinute: end[1],
    });
  WEEK_DAYS.forEach((day, dayIndex) => {
    if (closed.has(day)) return;
    for (const [start, end] of windows) {
      const spansMidnight = end[0] * 60 + end[1] <= start[0] * 60 + start[1];
      if (!spansMidnight) {
        add(dayIndex, start, end);
        continue;
      }
      add(dayIndex, start, [24, 0]);
      if (end[0] * 60 + end[1] > 0) add(dayIndex + 1, [0, 0], end);
    }
  });
  // Rows in day order (SUN..SAT), then by start time.
  const order = (r: OpeningRow) =>
    WEEK_DAYS.indexOf(r.day as (typeof WEEK_DAYS)[number]) * 1440 + r.startHour * 60 + r.startMinute;
  return rows.sort((a, b) => order(a) - order(b));
}

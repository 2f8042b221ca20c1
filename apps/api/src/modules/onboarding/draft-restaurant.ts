import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import type { Db } from '../../db/types.ts';
import { insertRestaurant } from '../restaurant-admin/restaurant-admin.repository.ts';
import { commonTimeZone, takenNames } from './onboarding.repository.ts';

/** Used when no restaurant exists yet to take the time zone from; the operator edits it in /admin. */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

/** Kebab-case of a name: "Bean There Café" -> "bean-there-cafe". */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'restaurant';
}

function firstFree(base: string, taken: Set<string>, next: (n: number) => string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(next(n))) return next(n);
}

/** 3 upper-case letters of the name, then a number while taken: "Bean There Café" -> "BTC". */
export function prefixOf(name: string, taken: Set<string>): string {
  const words = slugOf(name).split('-').filter(Boolean);
  const letters = words.map((word) => word[0]).join('') + words.join('');
  const base = letters
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 3)
    .padEnd(3, 'X');
  return firstFree(base, taken, (n) => `${base}${n}`);
}

/**
 * Where the applicant's address is, when the geocoder finds it. Never blocks an approval: an address
 * it cannot place (or a geocoder that is down) leaves the draft without a real position.
 */
export async function locate(geocoder: Geocoder, address: string) {
  if (!address) return null;
  try {
    return await geocoder.search({ address, near: null });
  } catch {
    return null;
  }
}

export const LOCATION_MISSING =
  'Location not set: the address given in the application could not be placed on the map. Set the position before publishing.';

/**
 * A vendor's DRAFT restaurant from the application (docs/admin.md "Applications"): customers never see
 * a draft, so the defaults (no image, a placeholder position when the address did not geocode, said in
 * the description) are the operator's to-do before publishing.
 */
export async function createDraftRestaurant(
  tx: Db,
  {
    details,
    fallbackName,
    position,
  }: {
    details: Record<string, string>;
    fallbackName: string;
    position: { latitude: number; longitude: number; formattedAddress: string } | null;
  },
) {
  const name = details['storeName']?.trim() || `${fallbackName}'s restaurant`;
  const address = [details['postalAddress'], details['city']].filter(Boolean).join(', ');
  const slug = slugOf(name);
  const taken = await takenNames(tx, slug);
  // The back office's own insert, so a draft gets what every new restaurant gets (its default week).
  return insertRestaurant(tx, {
    name,
    slug: firstFree(slug, taken.slugs, (n) => `${slug}-${n}`),
    orderPrefix: prefixOf(name, taken.prefixes),
    image: '',
    address: address || position?.formattedAddress || '',
    latitude: position?.latitude ?? 0,
    longitude: position?.longitude ?? 0,
    deliveryTime: 30,
    timeZone: (await commonTimeZone(tx)) ?? DEFAULT_TIME_ZONE,
    status: 'DRAFT',
    description: position ? '' : LOCATION_MISSING,
  });
}

import { z } from 'zod';
import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';

// Arguments are checked here, before any SQL, so bad input is a BAD_USER_INPUT with a message a
// developer can act on, never a database error (docs/architecture.md#quality-bars).

const coordinates = z.object({
  latitude: z
    .number({ message: 'Latitude and longitude are required.' })
    .min(-90, 'Latitude must be between -90 and 90.')
    .max(90, 'Latitude must be between -90 and 90.'),
  longitude: z
    .number({ message: 'Latitude and longitude are required.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.'),
});

export type Coordinates = z.infer<typeof coordinates>;

export function parseCoordinates(args: { latitude?: number | null; longitude?: number | null }): Coordinates {
  const parsed = coordinates.safeParse({
    latitude: args.latitude ?? undefined,
    longitude: args.longitude ?? undefined,
  });
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]!.message);
  return parsed.data;
}

export type RestaurantKey = { id: string } | { slug: string };

export function parseRestaurantKey(args: { id?: string | null; slug?: string | null }): RestaurantKey {
  const id = args.id?.trim() || undefined;
  const slug = args.slug?.trim() || undefined;
  if (id && slug) throw badUserInput('Give either a restaurant id or a slug, not both.');
  if (id) {
    if (!isUuid(id)) throw badUserInput('Restaurant id is not valid.');
    return { id };
  }
  if (slug) return { slug };
  throw badUserInput('A restaurant id or slug is required.');
}

export const MAX_SEARCH_LENGTH = 100;

/** The list's search text: trimmed; blank means no search. */
export function parseSearch(search: string | null | undefined): string | null {
  const trimmed = search?.trim() ?? '';
  if (trimmed.length > MAX_SEARCH_LENGTH)
    throw badUserInput(`Search must be at most ${MAX_SEARCH_LENGTH} characters.`);
  return trimmed === '' ? null : trimmed;
}

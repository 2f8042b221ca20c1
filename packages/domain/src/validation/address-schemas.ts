import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';

export const DEFAULT_ADDRESS_LABEL = 'Home';

export const latitudeSchema = z
  .number({ error: M.invalidLatitude })
  .min(-90, { error: M.invalidLatitude })
  .max(90, { error: M.invalidLatitude });

export const longitudeSchema = z
  .number({ error: M.invalidLongitude })
  .min(-180, { error: M.invalidLongitude })
  .max(180, { error: M.invalidLongitude });

/** Latitude/longitude arguments (nearByRestaurants, UserFavourite, the map pickers). */
export const coordinatesSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

// The addressInput sends coordinates as text (ordering-core §7), the map pickers as numbers; both are
// accepted. Blank or unparsable text counts as missing.
function toCoordinate(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  return value.trim() === '' ? undefined : Number(value);
}

const coordinate = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    toCoordinate,
    z
      .number({ error: M.deliveryAddressRequired })
      .min(min, { error: rangeMessage })
      .max(max, { error: rangeMessage }),
  );

/**
 * ordering-core §5 "Address submission": the address text is trimmed; empty text says "Delivery
 * details is required" and missing coordinates say "Delivery address is required" — swapped relative
 * to the fields, as the spec insists. The label defaults to Home.
 */
export const addressInputSchema = z.object({
  _id: z.string().nullish(),
  label: z
    .string()
    .trim()
    .nullish()
    .transform((label) => label || DEFAULT_ADDRESS_LABEL),
  deliveryAddress: z
    .string({ error: M.deliveryDetailsRequired })
    .trim()
    .min(1, { error: M.deliveryDetailsRequired }),
  details: z
    .string()
    .trim()
    .nullish()
    .transform((details) => details ?? ''),
  latitude: coordinate(-90, 90, M.invalidLatitude),
  longitude: coordinate(-180, 180, M.invalidLongitude),
});

export type CoordinatesInput = z.infer<typeof coordinatesSchema>;
export type AddressInput = z.infer<typeof addressInputSchema>;

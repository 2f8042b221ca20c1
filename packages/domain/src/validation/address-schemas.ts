import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';

export const DEFAULT_ADDRESS_LABEL = 'Home';

/**
 * Bounds on saved-address texts (docs/product/limits.md#text-and-quantity): room for any real address, no
 * megabyte payloads.
 */
export const ADDRESS_LIMITS = { deliveryAddress: 300, details: 300, label: 50 } as const;

// Not translated texts, so kept out of VALIDATION_MESSAGES (whose keys the web translates one by one).
export const ADDRESS_LIMIT_MESSAGES = {
  addressTextTooLong: `The address can be at most ${ADDRESS_LIMITS.deliveryAddress} characters`,
  addressDetailsTooLong: `Details can be at most ${ADDRESS_LIMITS.details} characters`,
  addressLabelTooLong: `The label can be at most ${ADDRESS_LIMITS.label} characters`,
} as const;

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

// The addressInput sends coordinates as text (the API's shape), the map pickers as numbers; both are
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
 * Addresses (docs/product/validation.md#addresses): the address text is trimmed; empty text says "Delivery
 * details is required" and missing coordinates say "Delivery address is required" — swapped relative
 * to the fields, on purpose. The label defaults to Home.
 */
export const addressInputSchema = z.object({
  _id: z.string().nullish(),
  label: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.label, { error: ADDRESS_LIMIT_MESSAGES.addressLabelTooLong })
    .nullish()
    .transform((label) => label || DEFAULT_ADDRESS_LABEL),
  deliveryAddress: z
    .string({ error: M.deliveryDetailsRequired })
    .trim()
    .min(1, { error: M.deliveryDetailsRequired })
    .max(ADDRESS_LIMITS.deliveryAddress, { error: ADDRESS_LIMIT_MESSAGES.addressTextTooLong }),
  details: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.details, { error: ADDRESS_LIMIT_MESSAGES.addressDetailsTooLong })
    .nullish()
    .transform((details) => details ?? ''),
  latitude: coordinate(-90, 90, M.invalidLatitude),
  longitude: coordinate(-180, 180, M.invalidLongitude),
});

export type CoordinatesInput = z.infer<typeof coordinatesSchema>;
export type AddressInput = z.infer<typeof addressInputSchema>;

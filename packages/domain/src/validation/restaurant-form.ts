// The operator's restaurant form (docs/admin.md "Restaurants"): one rule per field, checked by the web
// form (rule → translated text beside the field) and by the API (rule → English message, BAD_USER_INPUT
// with extensions.field and extensions.rule), so both agree. Amounts are in major units here, as typed.

export const RESTAURANT_LIMITS = {
  name: 120,
  slug: 60,
  description: 2000,
  cuisine: 40,
  cuisines: 20,
  address: 300,
  deliveryTime: 240,
  preparationMinutes: 240,
  deliveryRadiusKm: 100,
} as const;

/** Lower-case letters and digits in words joined by single hyphens: the customer URL's last part. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const RESTAURANT_FORM_MESSAGES = {
  nameRequired: 'Enter the restaurant name.',
  nameTooLong: `The name is longer than ${RESTAURANT_LIMITS.name} characters.`,
  slugInvalid: `The slug may only hold lower-case letters, digits and single hyphens (at most ${RESTAURANT_LIMITS.slug} characters).`,
  slugTaken: 'Another restaurant already uses this slug.',
  descriptionTooLong: `The description is longer than ${RESTAURANT_LIMITS.description} characters.`,
  cuisinesInvalid: `List at most ${RESTAURANT_LIMITS.cuisines} cuisines of at most ${RESTAURANT_LIMITS.cuisine} characters each.`,
  imageInvalid: 'Upload the image again: only uploaded images can be used.',
  addressRequired: `Enter the address (at most ${RESTAURANT_LIMITS.address} characters).`,
  locationInvalid: 'Place the pin on the map.',
  timeZoneInvalid: 'Choose a known time zone, such as Europe/Berlin.',
  amountNegative: 'Amounts cannot be negative.',
  deliveryTimeInvalid: `The delivery time is a whole number of minutes from 1 to ${RESTAURANT_LIMITS.deliveryTime}.`,
  preparationInvalid: `The preparation time is a whole number of minutes from 0 to ${RESTAURANT_LIMITS.preparationMinutes}.`,
  taxInvalid: 'The tax is a percentage from 0 to 100.',
  commissionInvalid: 'The commission is a percentage from 0 to 100, or empty for the platform default.',
  radiusInvalid: `The delivery radius is more than 0 and at most ${RESTAURANT_LIMITS.deliveryRadiusKm} km.`,
  zoneUnknown: 'This zone does not exist.',
} as const;

export type RestaurantFormRule = keyof typeof RESTAURANT_FORM_MESSAGES;

export type RestaurantFormInput = {
  name: string;
  slug: string;
  description: string;
  cuisines: readonly string[];
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  minimumOrder: number;
  deliveryTime: number;
  preparationMinutes: number;
  tax: number;
  commissionRate: number | null;
  deliveryRadiusKm: number;
};

export type RestaurantFormField = keyof RestaurantFormInput;

/** True for an IANA zone the runtime knows (the same check every clock of the platform relies on). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const isWithin = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;
const isWholeWithin = (value: number, min: number, max: number) =>
  Number.isInteger(value) && isWithin(value, min, max);

type Check = (input: RestaurantFormInput) => RestaurantFormRule | null;

/** The rules in form order; a field with several rules reports its first. */
const CHECKS: { [F in RestaurantFormField]: Check } = {
  name: ({ name }) =>
    name.trim() === '' ? 'nameRequired' : name.trim().length > RESTAURANT_LIMITS.name ? 'nameTooLong' : null,
  slug: ({ slug }) =>
    slug.length <= RESTAURANT_LIMITS.slug && SLUG_PATTERN.test(slug) ? null : 'slugInvalid',
  description: ({ description }) =>
    description.length > RESTAURANT_LIMITS.description ? 'descriptionTooLong' : null,
  cuisines: ({ cuisines }) =>
    cuisines.length > RESTAURANT_LIMITS.cuisines ||
    cuisines.some((c) => c.trim() === '' || c.trim().length > RESTAURANT_LIMITS.cuisine)
      ? 'cuisinesInvalid'
      : null,
  address: ({ address }) =>
    address.trim() === '' || address.trim().length > RESTAURANT_LIMITS.address ? 'addressRequired' : null,
  latitude: ({ latitude }) => (isWithin(latitude, -90, 90) ? null : 'locationInvalid'),
  longitude: ({ longitude }) => (isWithin(longitude, -180, 180) ? null : 'locationInvalid'),
  timeZone: ({ timeZone }) => (isKnownTimeZone(timeZone) ? null : 'timeZoneInvalid'),
  minimumOrder: ({ minimumOrder }) =>
    Number.isFinite(minimumOrder) && minimumOrder >= 0 ? null : 'amountNegative',
  deliveryTime: ({ deliveryTime }) =>
    isWholeWithin(deliveryTime, 1, RESTAURANT_LIMITS.deliveryTime) ? null : 'deliveryTimeInvalid',
  preparationMinutes: ({ preparationMinutes }) =>
    isWholeWithin(preparationMinutes, 0, RESTAURANT_LIMITS.preparationMinutes) ? null : 'preparationInvalid',
  tax: ({ tax }) => (isWithin(tax, 0, 100) ? null : 'taxInvalid'),
  commissionRate: ({ commissionRate }) =>
    commissionRate === null || isWithin(commissionRate, 0, 100) ? null : 'commissionInvalid',
  deliveryRadiusKm: ({ deliveryRadiusKm }) =>
    Number.isFinite(deliveryRadiusKm) &&
    deliveryRadiusKm > 0 &&
    deliveryRadiusKm <= RESTAURANT_LIMITS.deliveryRadiusKm
      ? null
      : 'radiusInvalid',
};

export type RestaurantFormErrors = Partial<Record<RestaurantFormField, RestaurantFormRule>>;

/** Every failing field with its rule; empty when the form is valid. */
export function restaurantFormErrors(input: RestaurantFormInput): RestaurantFormErrors {
  const errors: RestaurantFormErrors = {};
  for (const field of Object.keys(CHECKS) as RestaurantFormField[]) {
    const rule = CHECKS[field](input);
    if (rule) errors[field] = rule;
  }
  return errors;
}

/** A slug proposed from a name: "Café Zürich 2" → "cafe-zurich-2". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, RESTAURANT_LIMITS.slug)
    .replace(/-+$/, '');
}

export function isRestaurantFormRule(value: unknown): value is RestaurantFormRule {
  return typeof value === 'string' && Object.hasOwn(RESTAURANT_FORM_MESSAGES, value);
}

import {
  RESTAURANT_FORM_MESSAGES,
  restaurantFormErrors,
  toMinor,
  type RestaurantFormField,
  type RestaurantFormRule,
} from '@food/domain';
import { userError } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RestaurantInput } from '../../generated/graphql.ts';
import type { Db } from '../../db/types.ts';
import {
  findZoneChoice,
  isSlugTaken,
  type RestaurantRow,
  type RestaurantValues,
} from './restaurant-admin.repository.ts';

/** Bad input of the restaurant form: the field and its rule travel beside the message for the web. */
export function formError(field: RestaurantFormField | 'image' | 'logo' | 'zone', rule: RestaurantFormRule) {
  return userError('BAD_USER_INPUT', RESTAURANT_FORM_MESSAGES[rule], { field, rule });
}

export type EditableValues = Pick<
  RestaurantValues,
  | 'name'
  | 'slug'
  | 'description'
  | 'cuisines'
  | 'image'
  | 'logo'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'timeZone'
  | 'zoneId'
  | 'minimumOrder'
  | 'deliveryTime'
  | 'preparationMinutes'
  | 'tax'
  | 'commissionRate'
  | 'deliveryRadiusKm'
>;

const MAX_IMAGE_URL = 500;

/**
 * An image is one the upload endpoint returned (POST /uploads/images, under /media/) or the value
 * the restaurant already has (a seed's or an earlier upload's), never an arbitrary address.
 */
function imageValue(
  field: 'image' | 'logo',
  value: string | null | undefined,
  current: string | null | undefined,
): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  const isUpload = url.startsWith('/media/') && url.length <= MAX_IMAGE_URL && !/[\s\\]|\.\./.test(url);
  if (isUpload || url === current) return url;
  throw formError(field, 'imageInvalid');
}

/**
 * The input checked (domain rules first, then the image, zone and slug against the database) and
 * turned into column values: trimmed text, minor units. Throws the first failure as BAD_USER_INPUT.
 */
export async function parseRestaurantInput(
  db: Db,
  input: RestaurantInput,
  { current, currency }: { current: RestaurantRow | null; currency: string },
): Promise<EditableValues> {
  const form = {
    name: input.name.trim(),
    slug: input.slug.trim(),
    description: (input.description ?? '').trim(),
    cuisines: (input.cuisines ?? []).map((cuisine) => cuisine.trim()),
    address: input.address.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    timeZone: input.timeZone.trim(),
    minimumOrder: input.minimumOrder,
    deliveryTime: input.deliveryTime,
    preparationMinutes: input.preparationMinutes,
    tax: input.tax,
    commissionRate: input.commissionRate ?? null,
    deliveryRadiusKm: input.deliveryRadiusKm,
  };
  const [failed] = Object.entries(restaurantFormErrors(form));
  if (failed) throw formError(failed[0] as RestaurantFormField, failed[1]);
  const image = imageValue('image', input.image, current?.image) ?? '';
  const logo = imageValue('logo', input.logo, current?.logo);
  const zoneId = input.zone?.trim() || null;
  if (zoneId && (!isUuid(zoneId) || !(await findZoneChoice(db, zoneId))))
    throw formError('zone', 'zoneUnknown');
  if (await isSlugTaken(db, form.slug, current?.id ?? null)) throw formError('slug', 'slugTaken');
  return { ...form, image, logo, zoneId, minimumOrder: toMinor(form.minimumOrder, currency) };
}

/** Upper-case initials of the slug's words, topped up to three: "pizza-roma" → "PRO". */
export function orderPrefixFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const letters = words.join('').toUpperCase();
  let prefix = words
    .map((word) => word[0]!)
    .join('')
    .toUpperCase()
    .slice(0, 4);
  for (let i = 1; prefix.length < 3 && i < letters.length; i++) prefix += letters[i];
  return prefix || 'R';
}

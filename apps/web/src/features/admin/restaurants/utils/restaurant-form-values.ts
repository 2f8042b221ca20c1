import {
  restaurantFormErrors,
  slugFromName,
  type RestaurantFormErrors,
  type RestaurantFormField,
  type RestaurantFormRule,
} from '@food/domain';
import type { AdminRestaurantFieldsFragment, RestaurantInput } from '@/gql/graphql.ts';

// The restaurant form's state is text as typed (numbers included), turned into the API's input only on
// submit; the domain's rules (packages/domain restaurant-form.ts) judge it before it is sent.

export type FormValues = {
  name: string;
  slug: string;
  description: string;
  /** Comma-separated, as typed. */
  cuisines: string;
  image: string | null;
  logo: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  zone: string;
  minimumOrder: string;
  deliveryTime: string;
  preparationMinutes: string;
  tax: string;
  commissionRate: string;
  deliveryRadiusKm: string;
};

/** Fields the form can show an error beside: the domain's, and the ones only the server checks. */
export type ErrorField = RestaurantFormField | 'image' | 'logo' | 'zone';
export type FieldErrors = Partial<Record<ErrorField, RestaurantFormRule>>;

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

export function emptyValues(timeZone = browserTimeZone()): FormValues {
  return {
    name: '',
    slug: '',
    description: '',
    cuisines: '',
    image: null,
    logo: null,
    address: '',
    latitude: null,
    longitude: null,
    timeZone,
    zone: '',
    minimumOrder: '0',
    deliveryTime: '30',
    preparationMinutes: '20',
    tax: '0',
    commissionRate: '',
    deliveryRadiusKm: '5',
  };
}

export function valuesOf(restaurant: AdminRestaurantFieldsFragment): FormValues {
  return {
    name: restaurant.name,
    slug: restaurant.slug,
    description: restaurant.description,
    cuisines: restaurant.cuisines.join(', '),
    image: restaurant.image || null,
    logo: restaurant.logo,
    address: restaurant.address,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    timeZone: restaurant.timeZone,
    zone: restaurant.zone?._id ?? '',
    minimumOrder: String(restaurant.minimumOrder),
    deliveryTime: String(restaurant.deliveryTime),
    preparationMinutes: String(restaurant.preparationMinutes),
    tax: String(restaurant.tax),
    commissionRate: restaurant.commissionRate === null ? '' : String(restaurant.commissionRate),
    deliveryRadiusKm: String(restaurant.deliveryRadiusKm),
  };
}

/** A typed number; empty or not a number is NaN, which the rules refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function toInput(values: FormValues): RestaurantInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    cuisines: values.cuisines
      .split(',')
      .map((cuisine) => cuisine.trim())
      .filter(Boolean),
    image: values.image,
    logo: values.logo,
    address: values.address.trim(),
    latitude: values.latitude ?? Number.NaN,
    longitude: values.longitude ?? Number.NaN,
    timeZone: values.timeZone.trim(),
    zone: values.zone || null,
    minimumOrder: numberOf(values.minimumOrder),
    deliveryTime: numberOf(values.deliveryTime),
    preparationMinutes: numberOf(values.preparationMinutes),
    tax: numberOf(values.tax),
    commissionRate: values.commissionRate.trim() === '' ? null : numberOf(values.commissionRate),
    deliveryRadiusKm: numberOf(values.deliveryRadiusKm),
  };
}

/** The form's errors by the domain's rules, before anything is sent. */
export function formErrors(values: FormValues): FieldErrors {
  const input = toInput(values);
  return restaurantFormErrors({
    ...input,
    description: input.description ?? '',
    cuisines: input.cuisines ?? [],
    commissionRate: input.commissionRate ?? null,
  }) satisfies RestaurantFormErrors;
}

/** A new restaurant's slug follows its name until the slug is edited by hand. */
export function withName(values: FormValues, name: string, isSlugEdited: boolean): FormValues {
  return { ...values, name, slug: isSlugEdited ? values.slug : slugFromName(name) };
}

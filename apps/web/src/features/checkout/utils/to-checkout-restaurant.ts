import { type Menu, type OpeningTimes, isWeekDay, toMinor } from '@food/domain';
import { toMenu } from '@/components/restaurant/to-menu.ts';
import type { CheckoutRestaurantQuery } from '@/gql/graphql.ts';
import { type LatLng, pointToLatLng } from '@/lib/coordinates.ts';

export type CheckoutRestaurant = {
  _id: string;
  slug: string;
  name: string;
  image: string;
  address: string;
  /** Null when the stored point is malformed (the map then centres on the customer). */
  location: LatLng | null;
  /** Minutes. */
  deliveryTime: number;
  /** Minor units. */
  minimumOrder: number;
  /** Percent. */
  taxPercent: number;
  isAvailable: boolean;
  /**
   * Server-evaluated: available and inside today's hours
   * (docs/product/changes-from-upstream.md#opening-hours).
   */
  isOpen: boolean;
  timeZone: string;
  openingTimes: OpeningTimes;
  /** The menu the cart is repriced from (minor units). */
  menu: Menu;
};

type ApiRestaurant = CheckoutRestaurantQuery['restaurant'];

const timeOfDay = (value: readonly number[]): [number, number] => [value[0] ?? NaN, value[1] ?? NaN];

/** The restaurant as checkout works with it: amounts become integer minor units here, at the edge. */
export function toCheckoutRestaurant(restaurant: ApiRestaurant, currency: string): CheckoutRestaurant {
  const minor = (major: number) => toMinor(major, currency);
  return {
    _id: restaurant._id,
    slug: restaurant.slug,
    name: restaurant.name,
    image: restaurant.image,
    address: restaurant.address,
    location: pointToLatLng(restaurant.location.coordinates),
    deliveryTime: restaurant.deliveryTime,
    minimumOrder: minor(restaurant.minimumOrder),
    taxPercent: restaurant.tax,
    isAvailable: restaurant.isAvailable,
    isOpen: restaurant.isOpen,
    timeZone: restaurant.timeZone,
    // An unknown day name opens nothing: the hours check fails closed.
    openingTimes: restaurant.openingTimes.flatMap(({ day, times }) =>
      isWeekDay(day)
        ? [
            {
              day,
              times: times.map((w) => ({ startTime: timeOfDay(w.startTime), endTime: timeOfDay(w.endTime) })),
            },
          ]
        : [],
    ),
    menu: toMenu(restaurant, currency),
  };
}

// Where the API benches ask from: a fresh random point within CITY_RADIUS_KM of the demo city's default
// location for every request, so no two requests send the same variables. The answer cache keeps a
// first page by the restaurants it shows, not the point (docs/api-performance.md "Answer cache"), so
// points that see the same page share one answer, as visitors of one neighbourhood do.
import { DEFAULT_LOCATION } from '../routes.ts';

export { nearbySlugs as restaurantSlugs } from '../routes.ts';

export const CITY_RADIUS_KM = 3;

export function cityPoint(): { latitude: number; longitude: number } {
  const distance = CITY_RADIUS_KM * Math.sqrt(Math.random()); // uniform over the disc
  const bearing = Math.random() * 2 * Math.PI;
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  return {
    latitude: DEFAULT_LOCATION.latitude + north / 111.32,
    longitude:
      DEFAULT_LOCATION.longitude + east / (111.32 * Math.cos((DEFAULT_LOCATION.latitude * Math.PI) / 180)),
  };
}

/** The NearByRestaurants variables of the web's first list page (use-near-by-restaurants.ts) at `point`. */
export function firstListPage(point: { latitude: number; longitude: number } = cityPoint()) {
  return { ...point, search: null, after: null, carousels: true };
}

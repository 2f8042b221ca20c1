import type { OpeningTimes } from '@food/domain';
import type {
  CategoryRow,
  ConfigurationRow,
  RestaurantRow,
  TaxesRow,
  TipsRow,
  ZoneRow,
} from './catalog.repository.ts';
import type { Groupings } from './groupings.ts';
import type { Menu } from './menus.ts';
import type { PositionIndex } from './position-index.ts';

// What the rest of the API knows of the catalog cache. A leaf: the modules that read through the cache
// import this file, never the implementation (catalog-cache.ts), so the catalog depends on nothing
// that depends on it (docs/architecture.md#rules-of-each-layer).

/**
 * What a writer changed, so every instance drops exactly that (docs/api-performance.md
 * "Invalidation"). `restaurantIds`: the row, hours, categories, menu or reviews of those restaurants.
 */
export type CatalogChange = {
  restaurantIds?: string[];
  configuration?: boolean;
  /** Tips and taxes. */
  charges?: boolean;
  zones?: boolean;
  /** Offers and sections (names, positions, members). */
  groupings?: boolean;
  all?: boolean;
};

/** What a restaurant card shows besides its row; opening hours already in the API's shape. */
export type RestaurantCard = {
  categories: CategoryRow[];
  openingTimes: OpeningTimes;
  reviews: { total: number; average: number };
  /** Dated closures, local YYYY-MM-DD in the restaurant's zone (closed those whole days). */
  closures: string[];
};

/**
 * Process-wide caches of what changes rarely: restaurant rows, cards, menus, zones, configuration,
 * tips and taxes. One per server instance.
 */
export type CatalogCache = {
  /** Every active offer and section, whole, in display order. */
  groupings(): Promise<Groupings>;
  /** Active or not: callers decide (a delisted restaurant is "not found" to customers). */
  restaurant(id: string): Promise<RestaurantRow | null>;
  restaurantIdBySlug(slug: string): Promise<string | null>;
  /** Active restaurants, nearest first: the index nearByRestaurants pages without a search. */
  positions(): Promise<PositionIndex>;
  card(id: string): Promise<RestaurantCard>;
  menu(id: string): Promise<Menu>;
  /**
   * What `restaurant`, `card` and `menu` would answer, when it is already loaded and kept: read at once,
   * so a field of a warm request needs no promise; undefined otherwise (then load it).
   */
  cached: {
    restaurant(id: string): RestaurantRow | null | undefined;
    card(id: string): RestaurantCard | undefined;
    menu(id: string): Menu | undefined;
  };
  zone(id: string): Promise<ZoneRow | null>;
  configuration(): Promise<ConfigurationRow | undefined>;
  tips(): Promise<TipsRow | undefined>;
  taxes(): Promise<TaxesRow | undefined>;
  /**
   * Call after committing a write to cached data (menu, hours, availability, reviews,
   * configuration…): the next request on this instance sees it, other instances moments later.
   */
  changed(change: CatalogChange): Promise<void>;
  /**
   * Goes up whenever a change is applied here (ours or another instance's): whatever was worked out
   * from the caches under an older generation may be stale (the answer cache, http/answer-cache.ts).
   */
  generation(): number;
  close(): void;
};

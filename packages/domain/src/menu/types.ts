// A restaurant's menu as the API sends it (docs/product/data.md#restaurants), with every price already
// converted to integer minor units at the edge (money/README.md). Add-on groups and options belong to the
// restaurant and are referenced by id from variations and groups, so one group can serve many foods.

export interface MenuOption {
  _id: string;
  title: string;
  description: string;
  /** Minor units. */
  price: number;
  /** Marked out of stock by the restaurant: shown, but cannot be chosen (docs/restaurant-console.md). */
  isOutOfStock?: boolean;
}

export interface MenuAddon {
  _id: string;
  title: string;
  description: string;
  quantityMinimum: number;
  quantityMaximum: number;
  /** Ids of Menu.options in this group. */
  options: string[];
}

export interface MenuVariation {
  _id: string;
  title: string;
  /** Minor units; what the customer pays. */
  price: number;
  /** The price before a promotion, shown struck through; display only, never charged. */
  discounted: number | null;
  /** Ids of Menu.addons offered with this variation. */
  addons: string[];
}

export interface MenuFood {
  _id: string;
  title: string;
  description: string;
  image: string | null;
  variations: MenuVariation[];
  /** Marked out of stock by the restaurant: shown, but cannot be ordered (docs/restaurant-console.md). */
  isOutOfStock?: boolean;
}

export interface MenuCategory {
  _id: string;
  title: string;
  foods: MenuFood[];
}

export interface Menu {
  categories: MenuCategory[];
  addons: MenuAddon[];
  options: MenuOption[];
}

/** The options a customer chose in one add-on group (the order input's addons entry). */
export interface AddonSelection {
  _id: string;
  options: string[];
}

// docs/product/limits.md#text-and-quantity.
export const SPECIAL_INSTRUCTIONS_MAX = 144;
export const QUANTITY_MIN = 1;
/** Food descriptions in cards. */
export const FOOD_DESCRIPTION_CARD_MAX = 80;
/** Restaurant names on order cards. */
export const RESTAURANT_NAME_CARD_MAX = 8;
/** The delivery-estimate text on active-order cards. */
export const ESTIMATE_TEXT_CARD_MAX = 40;

// The menu editor's limits (docs/restaurant-console.md "Menu editor"): long enough for any real menu,
// short enough that a card, a bill line and a receipt never overflow.
/** Category, dish, variation, add-on group and option titles. */
export const MENU_TITLE_MAX = 80;
/** Dish and add-on group descriptions. */
export const MENU_DESCRIPTION_MAX = 500;
/** Variations of one dish. */
export const MENU_VARIATIONS_MAX = 20;
/** Options of one add-on group. */
export const MENU_OPTIONS_MAX = 50;
/** A price's ceiling in minor units (100 000.00 in a two-decimal currency): catches a slipped key. */
export const MENU_PRICE_MAX = 10_000_000;

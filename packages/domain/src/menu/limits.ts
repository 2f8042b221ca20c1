// docs/product/limits.md#text-and-quantity.
export const SPECIAL_INSTRUCTIONS_MAX = 144;
export const QUANTITY_MIN = 1;
/** Food descriptions in cards. */
export const FOOD_DESCRIPTION_CARD_MAX = 80;
/** Restaurant names on order cards. */
export const RESTAURANT_NAME_CARD_MAX = 8;
/** The delivery-estimate text on active-order cards. */
export const ESTIMATE_TEXT_CARD_MAX = 40;

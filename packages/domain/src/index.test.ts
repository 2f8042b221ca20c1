import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

// The web and API engineers code against these names; renaming one must fail here first.
// prettier-ignore
const CONTRACT = [
  'AppError', 'ERROR_CODES', 'ERROR_MESSAGES', 'isAppError', 'isErrorCode', 'assertNever',
  'ZERO_DECIMAL_CURRENCIES', 'CARD_CURRENCIES', 'PAYPAL_CURRENCIES', 'currencyMultiplier', 'toMinor', 'toMajor',
  'formatMoney', 'isPaymentCurrencySupported', 'roundHalfUp',
  'haversineKm', 'deliveryFee', 'lineUnitPrice', 'orderTotals', 'billSubtotal',
  'isAddonOptional', 'isSingleChoice', 'validateAddonGroup', 'toggleAddonOption', 'validateItemSelection',
  'SPECIAL_INSTRUCTIONS_MAX', 'QUANTITY_MIN', 'FOOD_DESCRIPTION_CARD_MAX', 'truncate',
  'EMPTY_CART', 'cartLineIdentity', 'addToCart', 'incrementLine', 'decrementLine', 'removeLine', 'clearCart',
  'cartCount', 'cartSubtotal', 'revalidateCart',
  'isRestaurantOpen', 'isWithinOpeningHours', 'weekdayInZone',
  'ORDER_STATUSES', 'ACTIVE_STATUSES', 'FINISHED_STATUSES', 'CANCELLABLE_STATUSES', 'isActiveStatus',
  'isFinishedStatus', 'isCancellableStatus', 'ORDER_PROGRESS', 'canTransition', 'PAYMENT_METHODS',
  'isValidEmail', 'isLooseEmail', 'isValidPhone', 'isStrongPassword', 'isSignupPassword', 'isSixDigitCode',
  'VERIFICATION_CODE_LENGTH', 'RESEND_COOLDOWN_SECONDS', 'REVIEW_MIN_RATING', 'STAR_MAX', 'canSubmitReview',
  'loginInputSchema', 'newPasswordSchema', 'changePasswordSchema', 'profileNameSchema', 'phoneUpdateSchema',
  'addressInputSchema', 'coordinatesSchema', 'validatePlaceOrder',
] as const;

describe('public API', () => {
  it.each(CONTRACT)('exports %s', (name) => {
    expect(domain[name]).toBeDefined();
  });
});

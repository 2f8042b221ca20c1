import { describe, expect, it } from 'vitest';
import { validatePlaceOrder, type PlaceOrderValidationInput } from './place-order.ts';

const ready: PlaceOrderValidationInput = {
  isRestaurantOpen: true,
  lineCount: 2,
  discountedSubtotal: 2500,
  minimumOrder: 1000,
  currencySymbol: 'Rs',
  currency: 'PKR',
  hasAddress: true,
  isPickedUp: false,
  paymentMethod: 'COD',
  phone: '+923001234567',
  phoneIsVerified: true,
};

const check = (overrides: Partial<PlaceOrderValidationInput>) =>
  validatePlaceOrder({ ...ready, ...overrides });

// docs/product/validation.md#place-order-checks
describe('validatePlaceOrder', () => {
  it('passes a complete order', () => {
    expect(check({})).toEqual({ ok: true });
  });

  it.each<[string, Partial<PlaceOrderValidationInput>, string, string]>([
    ['restaurant closed', { isRestaurantOpen: false }, 'RESTAURANT_CLOSED', 'The restaurant is closed now.'],
    ['empty cart', { lineCount: 0 }, 'CART_EMPTY', 'Cart is Empty.'],
    [
      'below the minimum order',
      { discountedSubtotal: 999 },
      'MINIMUM_NOT_REACHED',
      'The minimum amount of (Rs 10.00) for your order has not been reached.',
    ],
    [
      'minimum in a zero-decimal currency',
      { currency: 'JPY', currencySymbol: '¥', minimumOrder: 1500, discountedSubtotal: 1499 },
      'MINIMUM_NOT_REACHED',
      'The minimum amount of (¥ 1500.00) for your order has not been reached.',
    ],
    ['no address', { hasAddress: false }, 'NO_ADDRESS', 'Select your address.'],
    ['no payment method', { paymentMethod: null }, 'NO_PAYMENT_METHOD', 'Set payment method before checkout'],
    [
      'an unknown payment method',
      { paymentMethod: 'BITCOIN' },
      'NO_PAYMENT_METHOD',
      'Set payment method before checkout',
    ],
    ['no phone', { phone: '' }, 'PHONE_MISSING', 'Phone Number is missing'],
    ['blank phone', { phone: '   ' }, 'PHONE_MISSING', 'Phone Number is missing'],
    ['phone not verified', { phoneIsVerified: false }, 'PHONE_NOT_VERIFIED', 'Phone Number is not verified'],
    [
      'PayPal in an unsupported currency',
      { paymentMethod: 'PAYPAL' },
      'PAYMENT_NOT_SUPPORTED',
      'Payment not supported',
    ],
    [
      'card in an unknown currency',
      { paymentMethod: 'STRIPE', currency: 'XYZ' },
      'PAYMENT_NOT_SUPPORTED',
      'Payment not supported',
    ],
  ])('%s', (_name, overrides, code, message) => {
    expect(check(overrides)).toEqual({ ok: false, code, message });
  });

  it.each<[string, Partial<PlaceOrderValidationInput>]>([
    ['exactly the minimum', { discountedSubtotal: 1000 }],
    ['no minimum', { minimumOrder: 0, discountedSubtotal: 0 }],
    ['pick-up needs no address', { isPickedUp: true, hasAddress: false }],
    ['card in PKR', { paymentMethod: 'STRIPE' }],
    ['PayPal in USD', { paymentMethod: 'PAYPAL', currency: 'USD' }],
  ])('accepts %s', (_name, overrides) => {
    expect(check(overrides)).toEqual({ ok: true });
  });

  it('a delivery order without isPickedUp still needs an address', () => {
    const { isPickedUp: _omitted, ...rest } = ready;
    expect(validatePlaceOrder({ ...rest, hasAddress: false })).toMatchObject({ code: 'NO_ADDRESS' });
  });

  // Break every rule, then fix them one at a time in order: each time the first
  // remaining failure is the one reported.
  it('reports the first failure in order', () => {
    const fixes: [string, Partial<PlaceOrderValidationInput>][] = [
      ['RESTAURANT_CLOSED', { isRestaurantOpen: true }],
      ['CART_EMPTY', { lineCount: 1 }],
      ['MINIMUM_NOT_REACHED', { discountedSubtotal: 5000 }],
      ['NO_ADDRESS', { hasAddress: true }],
      ['NO_PAYMENT_METHOD', { paymentMethod: 'PAYPAL' }],
      ['PHONE_MISSING', { phone: '+923001234567' }],
      ['PHONE_NOT_VERIFIED', { phoneIsVerified: true }],
      ['PAYMENT_NOT_SUPPORTED', { currency: 'USD' }],
    ];
    let input: PlaceOrderValidationInput = {
      ...ready,
      isRestaurantOpen: false,
      lineCount: 0,
      discountedSubtotal: 0,
      hasAddress: false,
      paymentMethod: undefined,
      phone: null,
      phoneIsVerified: false,
    };
    for (const [code, fix] of fixes) {
      expect(validatePlaceOrder(input)).toMatchObject({ ok: false, code });
      input = { ...input, ...fix };
    }
    expect(validatePlaceOrder(input)).toEqual({ ok: true });
  });
});

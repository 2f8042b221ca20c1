import type { OpeningTimes } from '@food/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/checkout/en.json';
import { type PreOrderInput, preOrderCheck } from './pre-order-check.ts';

// The English texts are the product's (docs/product/validation.md#place-order-checks), so the checks run
// against the real file.
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}) as unknown as TFunction<'checkout'>;

const ALL_DAY: OpeningTimes = (['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const).map((day) => ({
  day,
  times: [{ startTime: [0, 0], endTime: [24, 0] }],
}));
const MONDAYS_OFF: OpeningTimes = ALL_DAY.filter((entry) => entry.day !== 'MON');

// Tuesday 2026-11-17 13:00 in Karachi.
const now = new Date('2026-11-17T08:00:00Z');

const valid: PreOrderInput = {
  restaurant: {
    isAvailable: true,
    isOpen: true,
    openingTimes: ALL_DAY,
    timeZone: 'Asia/Karachi',
    minimumOrder: 2500,
  },
  lineCount: 1,
  discountedSubtotal: 3000,
  currency: { currency: 'USD', symbol: '$' },
  hasAddress: true,
  isPickedUp: false,
  paymentMethod: 'COD',
  orderTime: { kind: 'asap' },
  phone: '+923001234567',
  phoneIsVerified: true,
  now,
};

const notice = (kind: 'error' | 'warning', message: string, toPhoneScreen = false) => ({
  kind: 'notice',
  notice: { kind, message },
  toPhoneScreen,
});

// docs/product/validation.md#place-order-checks
describe('preOrderCheck', () => {
  it.each<[string, Partial<PreOrderInput>, unknown]>([
    ['everything in order', {}, { kind: 'ok' }],
    ['unavailable', { restaurant: { ...valid.restaurant, isAvailable: false } }, { kind: 'closed' }],
    ['closed now (server)', { restaurant: { ...valid.restaurant, isOpen: false } }, { kind: 'closed' }],
    ['empty cart', { lineCount: 0 }, notice('error', 'Cart is Empty.')],
    [
      'below the minimum after the coupon',
      { discountedSubtotal: 2499 },
      notice('warning', 'The minimum amount of ($ 25.00) for your order has not been reached.'),
    ],
    ['no address', { hasAddress: false }, notice('error', 'Select your address.')],
    ['no address but pick-up', { hasAddress: false, isPickedUp: true }, { kind: 'ok' }],
    ['no phone', { phone: '' }, notice('error', 'Phone Number is missing', true)],
    ['unverified phone', { phoneIsVerified: false }, notice('error', 'Phone Number is not verified', true)],
  ])('%s', (_name, patch, expected) => {
    expect(preOrderCheck(t, { ...valid, ...patch })).toEqual(expected);
  });

  it('stops at the first failure, in order', () => {
    expect(preOrderCheck(t, { ...valid, lineCount: 0, hasAddress: false, phone: null })).toEqual(
      notice('error', 'Cart is Empty.'),
    );
    expect(preOrderCheck(t, { ...valid, hasAddress: false, phone: null })).toEqual(
      notice('error', 'Select your address.'),
    );
    expect(
      preOrderCheck(t, { ...valid, lineCount: 0, restaurant: { ...valid.restaurant, isAvailable: false } }),
    ).toEqual({ kind: 'closed' });
  });

  it('a scheduled order is judged at its time: closed now is fine, closed then is warned', () => {
    const restaurant = { ...valid.restaurant, isOpen: false, openingTimes: MONDAYS_OFF };
    const tuesday = { kind: 'scheduled', date: '2026-11-18', hour: '1', minute: '00', period: 'PM' } as const;
    const monday = { ...tuesday, date: '2026-11-23' };
    expect(preOrderCheck(t, { ...valid, restaurant, orderTime: tuesday })).toEqual({ kind: 'ok' });
    expect(preOrderCheck(t, { ...valid, restaurant, orderTime: monday })).toEqual(
      notice('warning', 'The restaurant is closed at the chosen time. Choose another time.'),
    );
    expect(preOrderCheck(t, { ...valid, orderTime: { ...tuesday, date: '2026-11-16' } })).toEqual(
      notice('warning', 'The chosen time has already passed. Choose a later time.'),
    );
    // Unavailable stays "closed" whatever the time.
    expect(
      preOrderCheck(t, { ...valid, restaurant: { ...restaurant, isAvailable: false }, orderTime: tuesday }),
    ).toEqual({ kind: 'closed' });
  });

  it('an ASAP order outside today’s hours is closed even if the server said open at load', () => {
    const restaurant = { ...valid.restaurant, openingTimes: MONDAYS_OFF };
    const monday = new Date('2026-11-23T08:00:00Z');
    expect(preOrderCheck(t, { ...valid, restaurant, now: monday })).toEqual({ kind: 'closed' });
  });
});

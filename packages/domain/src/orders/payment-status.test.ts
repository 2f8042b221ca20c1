import { describe, expect, it } from 'vitest';
import {
  attemptStatusesBefore,
  canAttemptTransition,
  canPaymentTransition,
  hasBeenPaid,
  isPaymentAttemptStatus,
  isPaymentStatus,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_STATUSES,
  paymentStatusesBefore,
  type PaymentAttemptStatus,
  type PaymentStatus,
} from './payment-status.ts';

const orderAllowed: [PaymentStatus, PaymentStatus][] = [
  ['PENDING', 'PAID'],
  ['PENDING', 'FAILED'],
  ['FAILED', 'PENDING'],
  ['FAILED', 'PAID'],
  ['PAID', 'REFUND_PENDING'],
  ['REFUND_PENDING', 'REFUNDED'],
];

const attemptAllowed: [PaymentAttemptStatus, PaymentAttemptStatus][] = [
  ['PENDING', 'APPROVED'],
  ['PENDING', 'PAID'],
  ['PENDING', 'FAILED'],
  ['PENDING', 'MISMATCH'],
  ['APPROVED', 'PAID'],
  ['APPROVED', 'FAILED'],
  ['APPROVED', 'MISMATCH'],
  ['FAILED', 'PAID'],
  ['FAILED', 'MISMATCH'],
  ['PAID', 'REFUND_PENDING'],
  ['REFUND_PENDING', 'REFUNDED'],
];

const key = (from: string, to: string) => `${from}>${to}`;

/** Every pair of `statuses` is allowed by `can` exactly when it is listed in `allowed`. */
function expectOnly<S extends string>(
  statuses: readonly S[],
  allowed: [S, S][],
  can: (from: S, to: S) => boolean,
) {
  const listed = new Set(allowed.map(([from, to]) => key(from, to)));
  for (const from of statuses) {
    for (const to of statuses) expect(can(from, to), key(from, to)).toBe(listed.has(key(from, to)));
  }
}

describe('canPaymentTransition (orders.payment_status)', () => {
  it.each(orderAllowed)('%s → %s is allowed', (from, to) => {
    expect(canPaymentTransition(from, to)).toBe(true);
  });

  it('allows nothing else (every other pair, including staying put)', () => {
    expectOnly(PAYMENT_STATUSES, orderAllowed, canPaymentTransition);
  });

  it.each<[PaymentStatus, PaymentStatus]>([
    ['PENDING', 'REFUNDED'],
    ['PENDING', 'REFUND_PENDING'],
    ['REFUNDED', 'PAID'],
    ['REFUND_PENDING', 'PAID'],
    ['PAID', 'FAILED'],
    ['PAID', 'REFUNDED'],
  ])('%s → %s is refused', (from, to) => {
    expect(canPaymentTransition(from, to)).toBe(false);
  });

  it('lists where each status may be reached from', () => {
    expect(paymentStatusesBefore('PAID')).toEqual(['PENDING', 'FAILED']);
    expect(paymentStatusesBefore('REFUND_PENDING')).toEqual(['PAID']);
    expect(paymentStatusesBefore('REFUNDED')).toEqual(['REFUND_PENDING']);
  });
});

describe('canAttemptTransition (payments.status)', () => {
  it.each(attemptAllowed)('%s → %s is allowed', (from, to) => {
    expect(canAttemptTransition(from, to)).toBe(true);
  });

  it('allows nothing else (every other pair, including staying put)', () => {
    expectOnly(PAYMENT_ATTEMPT_STATUSES, attemptAllowed, canAttemptTransition);
  });

  it('every order step but reopening a failed payment is also an attempt step', () => {
    for (const [from, to] of orderAllowed) {
      if (from === 'FAILED' && to === 'PENDING') continue;
      expect(canAttemptTransition(from, to), key(from, to)).toBe(true);
    }
    expect(canAttemptTransition('FAILED', 'PENDING')).toBe(false);
  });

  it('lists where each status may be reached from', () => {
    expect(attemptStatusesBefore('PAID')).toEqual(['PENDING', 'FAILED', 'APPROVED']);
    expect(attemptStatusesBefore('REFUNDED')).toEqual(['REFUND_PENDING']);
  });
});

describe('status guards', () => {
  it.each([
    ['PAID', true, true],
    ['REFUND_PENDING', true, true],
    ['APPROVED', false, true],
    ['MISMATCH', false, true],
    ['paid', false, false],
    [7, false, false],
  ])('%j: order status %s, attempt status %s', (value, order, attempt) => {
    expect(isPaymentStatus(value)).toBe(order);
    expect(isPaymentAttemptStatus(value)).toBe(attempt);
  });

  it.each<[PaymentStatus, boolean]>([
    ['PENDING', false],
    ['FAILED', false],
    ['PAID', true],
    ['REFUND_PENDING', true],
    ['REFUNDED', true],
  ])('hasBeenPaid(%s) → %s', (status, paid) => {
    expect(hasBeenPaid(status)).toBe(paid);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  CANCELLABLE_STATUSES,
  FINISHED_STATUSES,
  isActiveStatus,
  isCancellableStatus,
  isFinishedStatus,
  isOrderStatus,
  ORDER_PROGRESS,
  ORDER_STATUSES,
  orderProgressIndex,
} from './order-status.ts';
import { isPaymentMethod, PAYMENT_METHODS } from './payment-methods.ts';

describe('order status groups', () => {
  it.each([
    ['PENDING', true, false, true],
    ['ACCEPTED', true, false, true],
    ['ASSIGNED', true, false, false],
    ['PICKED', true, false, false],
    ['DELIVERED', false, true, false],
    ['COMPLETED', false, true, false],
    ['CANCELLED', false, true, false],
    ['UNKNOWN', false, false, false],
  ])('%s: active %s, finished %s, cancellable %s', (status, active, finished, cancellable) => {
    expect(isActiveStatus(status)).toBe(active);
    expect(isFinishedStatus(status)).toBe(finished);
    expect(isCancellableStatus(status)).toBe(cancellable);
  });

  it('active and finished split every status exactly once', () => {
    expect([...ACTIVE_STATUSES, ...FINISHED_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(CANCELLABLE_STATUSES.every((s) => ACTIVE_STATUSES.includes(s))).toBe(true);
  });

  it('progress runs pending → completed and skips cancelled', () => {
    expect(ORDER_PROGRESS).toEqual(['PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'DELIVERED', 'COMPLETED']);
    expect(orderProgressIndex('PICKED')).toBe(3);
    expect(orderProgressIndex('CANCELLED')).toBe(-1);
  });

  it.each([
    ['PENDING', true],
    ['pending', false],
    [42, false],
  ])('isOrderStatus(%j) → %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});

describe('payment methods', () => {
  it('are COD, STRIPE and PAYPAL', () => {
    expect(PAYMENT_METHODS).toEqual(['COD', 'STRIPE', 'PAYPAL']);
  });

  it.each([
    ['COD', true],
    ['STRIPE', true],
    ['PAYPAL', true],
    ['CARD', false],
    ['', false],
    [null, false],
  ])('isPaymentMethod(%j) → %s', (value, expected) => {
    expect(isPaymentMethod(value)).toBe(expected);
  });
});

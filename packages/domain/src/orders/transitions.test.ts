import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { canTransition, nextStatuses } from './transitions.ts';

const allowed: [OrderStatus, OrderStatus][] = [
  ['PENDING', 'ACCEPTED'],
  ['ACCEPTED', 'ASSIGNED'],
  ['ASSIGNED', 'PICKED'],
  ['PICKED', 'DELIVERED'],
  ['DELIVERED', 'COMPLETED'],
  ['PENDING', 'CANCELLED'],
  ['ACCEPTED', 'CANCELLED'],
  ['ACCEPTED', 'PICKED'], // pick-up orders: the customer collects, no rider is assigned
];

describe('canTransition', () => {
  it.each(allowed)('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('allows nothing else (every other pair, including staying put)', () => {
    const key = (from: string, to: string) => `${from}>${to}`;
    const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), key(from, to)).toBe(allowedKeys.has(key(from, to)));
      }
    }
  });

  it.each<[OrderStatus, OrderStatus]>([
    ['ASSIGNED', 'CANCELLED'],
    ['PICKED', 'CANCELLED'],
    ['DELIVERED', 'PENDING'],
    ['CANCELLED', 'PENDING'],
    ['COMPLETED', 'DELIVERED'],
    ['PENDING', 'DELIVERED'],
  ])('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });
});

describe('canTransition by fulfilment', () => {
  const deliveryOnly: [OrderStatus, OrderStatus][] = [
    ['ACCEPTED', 'ASSIGNED'],
    ['ASSIGNED', 'PICKED'],
  ];
  const pickupOnly: [OrderStatus, OrderStatus][] = [['ACCEPTED', 'PICKED']];

  it.each(deliveryOnly)('%s → %s only for delivery orders', (from, to) => {
    expect(canTransition(from, to, 'DELIVERY')).toBe(true);
    expect(canTransition(from, to, 'PICKUP')).toBe(false);
  });

  it.each(pickupOnly)('%s → %s only for pick-up orders', (from, to) => {
    expect(canTransition(from, to, 'PICKUP')).toBe(true);
    expect(canTransition(from, to, 'DELIVERY')).toBe(false);
  });

  it('every other step is the same for both kinds', () => {
    const special = new Set([...deliveryOnly, ...pickupOnly].map(([f, t]) => `${f}>${t}`));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (special.has(`${from}>${to}`)) continue;
        expect(canTransition(from, to, 'DELIVERY'), `${from}>${to}`).toBe(canTransition(from, to));
        expect(canTransition(from, to, 'PICKUP'), `${from}>${to}`).toBe(canTransition(from, to));
      }
    }
  });

  it('nextStatuses follows the kind', () => {
    expect(nextStatuses('ACCEPTED', 'DELIVERY')).toEqual(['ASSIGNED', 'CANCELLED']);
    expect(nextStatuses('ACCEPTED', 'PICKUP')).toEqual(['PICKED', 'CANCELLED']);
    expect(nextStatuses('ACCEPTED')).toEqual(['ASSIGNED', 'PICKED', 'CANCELLED']);
  });
});

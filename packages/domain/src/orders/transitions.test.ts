import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { canTransition } from './transitions.ts';

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

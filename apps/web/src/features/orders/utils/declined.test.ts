import { describe, expect, it } from 'vitest';
import { isDeclined } from './declined.ts';

describe('isDeclined', () => {
  it('is a cancellation by the restaurant, whatever its reason says', () => {
    expect(isDeclined({ orderStatus: 'CANCELLED', cancelledBy: 'RESTAURANT' })).toBe(true);
    expect(isDeclined({ orderStatus: 'CANCELLED', cancelledBy: 'CUSTOMER' })).toBe(false);
  });

  it('is never an order that is not cancelled, or one of unknown canceller', () => {
    expect(isDeclined({ orderStatus: 'PENDING', cancelledBy: null })).toBe(false);
    expect(isDeclined({ orderStatus: 'CANCELLED', cancelledBy: null })).toBe(false);
  });
});

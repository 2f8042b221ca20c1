import type { OrderStatus } from '@food/domain';
import { describe, expect, it } from 'vitest';
import { noticeFor, viewedOrderId } from './order-notification.ts';

const event = (status: OrderStatus) => ({ _id: 'o1', orderId: 'KAR-17', orderStatus: status });

// docs/product/accounts.md#notifications
describe('noticeFor', () => {
  it('a new pending order is "Order placed"', () => {
    expect(noticeFor(event('PENDING'), new Map(), null)).toEqual({ kind: 'placed' });
  });
  it('a status change is "Order status: …"', () => {
    expect(noticeFor(event('ACCEPTED'), new Map([['o1', 'PENDING']]), null)).toEqual({
      kind: 'status',
      status: 'ACCEPTED',
    });
    expect(noticeFor(event('PICKED'), new Map(), null)).toEqual({ kind: 'status', status: 'PICKED' });
  });
  it('stays quiet when the status did not change or the order is on screen', () => {
    expect(noticeFor(event('ASSIGNED'), new Map([['o1', 'ASSIGNED']]), null)).toBeNull();
    expect(noticeFor(event('DELIVERED'), new Map([['o1', 'PICKED']]), 'o1')).toBeNull();
    expect(noticeFor(event('DELIVERED'), new Map([['o1', 'PICKED']]), 'o2')).not.toBeNull();
  });
});

describe('viewedOrderId', () => {
  it.each([
    ['/order-detail/abc', 'abc'],
    ['/order-detail/abc/', 'abc'],
    ['/orders', null],
    ['/order-detail', null],
  ])('%s → %s', (path, id) => {
    expect(viewedOrderId(path)).toBe(id);
  });
});

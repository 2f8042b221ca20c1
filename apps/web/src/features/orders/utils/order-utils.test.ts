import type { OrderStatus, PaymentMethod, PaymentStatus } from '@food/domain';
import { describe, expect, it } from 'vitest';
import { orderBanner } from './order-banner.ts';
import { cancelledPaymentNote, orderBill } from './order-bill.ts';
import { cardStatusText, cutText, progressStep, showsEstimate } from './order-status-text.ts';
import { minutesUntil, shortTime } from './order-times.ts';
import { orderTimeline } from './order-timeline.ts';
import { DECLINED_SEEN_KEY, markDeclinedSeen, wasDeclinedSeen } from './declined-seen.ts';
import { awaitsPayment, riderMarkerPosition, scheduledFor } from './order-state.ts';
import { mergeOrders, nextOffset, splitOrders } from './orders-list.ts';
import { reorderLines } from './reorder-lines.ts';

// docs/product/screens.md#orders, docs/product/limits.md#text-and-quantity
describe('card texts', () => {
  it('cuts names to 8 letters and estimates to 40 characters, by whole characters', () => {
    expect(cutText('Karahi Point', 8)).toBe('Karahi P');
    expect(cutText('Short', 8)).toBe('Short');
    expect(cutText('مطعم الكراهي', 8)).toBe('مطعم الك');
    expect(cutText('x'.repeat(45), 40)).toHaveLength(40);
  });

  it.each([
    ['PENDING', 'pending', false],
    ['ACCEPTED', 'willDeliver', true],
    ['ASSIGNED', 'willDeliver', true],
    ['PICKED', 'riderDelivering', false],
    ['DELIVERED', 'completed', false],
    ['COMPLETED', 'completed', false],
    ['CANCELLED', 'cancelled', false],
  ])('%s → %s (estimate %s)', (status, text, estimate) => {
    expect(cardStatusText(status)).toBe(text);
    expect(showsEstimate(status)).toBe(estimate);
  });

  it('progress runs over the six steps and is absent when cancelled', () => {
    expect(progressStep('PENDING')).toEqual({ step: 1, of: 6 });
    expect(progressStep('PICKED')).toEqual({ step: 4, of: 6 });
    expect(progressStep('COMPLETED')).toEqual({ step: 6, of: 6 });
    expect(progressStep('CANCELLED')).toBeNull();
  });
});

describe('times', () => {
  it('minutes until preparation: floor of the difference', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(minutesUntil('2026-01-01T12:10:59Z', now)).toBe(10);
    expect(minutesUntil('2026-01-01T12:00:30Z', now)).toBe(0);
    expect(minutesUntil('2026-01-01T11:59:30Z', now)).toBe(-1);
    expect(minutesUntil(null, now)).toBeNull();
    expect(minutesUntil('nonsense', now)).toBeNull();
  });

  it('short time or null', () => {
    expect(shortTime('2026-01-01T09:05:00', 'en-GB')).toBe('09:05');
    expect(shortTime(null, 'en')).toBeNull();
    expect(shortTime('x', 'en')).toBeNull();
  });
});

// docs/product/order-states.md#what-the-customer-sees
describe('banner', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const order = { preparationTime: '2026-01-01T12:20:00Z', isPickedUp: false };
  it('ACCEPTED counts down and notes the rider unless pick-up', () => {
    expect(orderBanner({ ...order, orderStatus: 'ACCEPTED' }, now)).toEqual({
      kind: 'accepted',
      minutes: 20,
      late: false,
      riderNote: true,
    });
    expect(orderBanner({ ...order, isPickedUp: true, orderStatus: 'ACCEPTED' }, now)).toMatchObject({
      riderNote: false,
    });
  });
  it('ACCEPTED is late at zero minutes or less', () => {
    const late = orderBanner(
      { ...order, orderStatus: 'ACCEPTED', preparationTime: '2026-01-01T12:00:10Z' },
      now,
    );
    expect(late).toMatchObject({ minutes: 0, late: true });
  });
  it.each<[OrderStatus, string]>([
    ['PENDING', 'pending'],
    ['ASSIGNED', 'assigned'],
    ['PICKED', 'picked'],
    ['DELIVERED', 'delivered'],
    ['COMPLETED', 'delivered'],
    ['CANCELLED', 'cancelled'],
  ])('%s → %s', (status, kind) => {
    expect(orderBanner({ ...order, orderStatus: status }, now).kind).toBe(kind);
  });
  it.each<[PaymentMethod, PaymentStatus, string]>([
    ['STRIPE', 'FAILED', 'awaitingPayment'],
    ['PAYPAL', 'PENDING', 'awaitingPayment'],
    ['STRIPE', 'PAID', 'pending'],
    ['COD', 'PENDING', 'pending'],
  ])('a PENDING %s order with payment %s → %s (issue 13 #1)', (paymentMethod, paymentStatus, kind) => {
    expect(orderBanner({ ...order, orderStatus: 'PENDING', paymentMethod, paymentStatus }, now).kind).toBe(
      kind,
    );
  });
});

describe('timeline', () => {
  const base = {
    createdAt: '2026-01-01T12:00:00Z',
    acceptedAt: null,
    assignedAt: null,
    pickedAt: null,
    deliveredAt: null,
  };
  it('marks steps with a time as reached and the rest as future', () => {
    const steps = orderTimeline({ ...base, orderStatus: 'ACCEPTED', acceptedAt: '2026-01-01T12:01:00Z' });
    expect(steps.map((s) => s.key)).toEqual(['placed', 'accepted', 'assigned', 'picked', 'delivered']);
    expect(steps.map((s) => s.reached)).toEqual([true, true, false, false, false]);
    expect(steps[2]!.at).toBeNull();
  });
  it('a pick-up order has no rider step (issue item 14)', () => {
    const steps = orderTimeline({
      ...base,
      isPickedUp: true,
      orderStatus: 'PICKED',
      acceptedAt: base.createdAt,
      pickedAt: base.createdAt,
    });
    expect(steps.map((s) => s.key)).toEqual(['placed', 'accepted', 'picked', 'delivered']);
    expect(steps.map((s) => s.reached)).toEqual([true, true, true, false]);
  });
  it('a cancelled order keeps only what happened and ends at the cancellation (issue 13 #6)', () => {
    const steps = orderTimeline({ ...base, orderStatus: 'CANCELLED', cancelledAt: '2026-01-01T12:03:00Z' });
    expect(steps.map((s) => [s.key, s.reached, s.at])).toEqual([
      ['placed', true, base.createdAt],
      ['cancelled', true, '2026-01-01T12:03:00Z'],
    ]);
    const afterAccept = orderTimeline({
      ...base,
      orderStatus: 'CANCELLED',
      acceptedAt: '2026-01-01T12:01:00Z',
      cancelledAt: '2026-01-01T12:03:00Z',
    });
    expect(afterAccept.map((s) => s.key)).toEqual(['placed', 'accepted', 'cancelled']);
    expect(afterAccept.every((s) => s.reached)).toBe(true);
  });
});

// docs/product/limits.md#pricing
describe('bill', () => {
  const order = {
    currency: 'USD',
    isPickedUp: false,
    orderAmount: 27.6,
    deliveryCharges: 3,
    taxationAmount: 2.1,
    tipping: 1.5,
    discount: 0,
    paymentStatus: 'PAID' as PaymentStatus,
    refundedAmount: 0,
    refundPendingAmount: 0,
    items: [
      {
        _id: 'i1',
        title: 'Karahi',
        quantity: 2,
        variation: { title: 'Half', price: 9.5 },
        addons: [{ options: [{ _id: 'o1', title: 'Naan', price: 1 }] }],
      },
    ],
  };
  it('subtotal is total − delivery − tax − tip, lines include their options', () => {
    const bill = orderBill(order);
    expect(bill.subtotal).toBe(2100);
    expect(bill.delivery).toBe(300);
    expect(bill.total).toBe(2760);
    expect(bill.discount).toBeNull();
    expect(bill.lines).toEqual([
      {
        id: 'i1',
        title: 'Karahi',
        name: 'Karahi (Half)',
        variation: 'Half',
        quantity: 2,
        options: ['Naan'],
        amount: 2100,
      },
    ]);
  });
  it('names the chosen variation as checkout did, unless it repeats the title (issue 13 #2)', () => {
    const line = (title: string, variation: string) =>
      orderBill({
        ...order,
        items: [{ ...order.items[0]!, title, variation: { title: variation, price: 9.5 } }],
      }).lines[0]!.name;
    expect(line('Margherita', 'Medium')).toBe('Margherita (Medium)');
    expect(line('Margherita', 'margherita')).toBe('Margherita');
  });
  it('pick-up has no delivery row and does not subtract it', () => {
    const bill = orderBill({ ...order, isPickedUp: true, deliveryCharges: 0, orderAmount: 24.6 });
    expect(bill.delivery).toBeNull();
    expect(bill.subtotal).toBe(2100);
  });
  it('shows a discount when there is one', () => {
    expect(orderBill({ ...order, discount: 2, orderAmount: 25.6 })).toMatchObject({
      discount: 200,
      subtotal: 1900,
    });
  });
  it('refund lines name what went back and what is on its way, even on an order that stays paid', () => {
    expect(orderBill(order).refunds).toEqual([]);
    // A second payment of a paid order, refunded (docs/payments.md "Refunds").
    expect(orderBill({ ...order, refundedAmount: 27.6 }).refunds).toEqual([
      { kind: 'refunded', amount: 2760 },
    ]);
    expect(
      orderBill({ ...order, paymentStatus: 'REFUND_PENDING' as PaymentStatus, refundPendingAmount: 27.6 })
        .refunds,
    ).toEqual([{ kind: 'refundPending', amount: 2760 }]);
  });
  it.each([
    ['a cash or unpaid order', { paymentStatus: 'PENDING' as PaymentStatus }, 'nothingCharged'],
    ['a declined card attempt', { paymentStatus: 'FAILED' as PaymentStatus }, 'nothingCharged'],
    [
      'a paid order declined by the restaurant, refunded',
      { paymentStatus: 'REFUNDED' as PaymentStatus, refundedAmount: 15.11 },
      'refunded',
    ],
    [
      'a refund on its way',
      { paymentStatus: 'REFUND_PENDING' as PaymentStatus, refundPendingAmount: 15.11 },
      'refundPending',
    ],
    ['paid, refund not claimed yet', { paymentStatus: 'PAID' as PaymentStatus }, 'refundPending'],
    [
      'paid only after the cancel, refunded',
      { paymentStatus: 'REFUNDED' as PaymentStatus, refundedAmount: 15.11 },
      'refunded',
    ],
  ])('a cancelled order: %s says %s', (_name, payment, note) => {
    expect(cancelledPaymentNote({ refundedAmount: 0, refundPendingAmount: 0, ...payment })).toBe(note);
  });
});

describe('orders list', () => {
  const o = (id: string, status: OrderStatus, createdAt: string) => ({
    _id: id,
    orderStatus: status,
    createdAt,
  });
  it('asks for the loaded count + 1', () => {
    expect(nextOffset(0)).toBe(1);
    expect(nextOffset(10)).toBe(11);
  });
  it('a change replaces the order; a new one is added; newest first', () => {
    const list = [o('a', 'PENDING', '2026-01-02'), o('b', 'DELIVERED', '2026-01-01')];
    const merged = mergeOrders(list, [o('a', 'DELIVERED', '2026-01-02'), o('c', 'PENDING', '2026-01-03')]);
    expect(merged.map((x) => `${x._id}:${x.orderStatus}`)).toEqual([
      'c:PENDING',
      'a:DELIVERED',
      'b:DELIVERED',
    ]);
  });
  it('splits by the domain status lists', () => {
    const { active, past } = splitOrders([
      o('a', 'PENDING', '1'),
      o('b', 'PICKED', '1'),
      o('c', 'CANCELLED', '1'),
      o('d', 'COMPLETED', '1'),
    ]);
    expect(active.map((x) => x._id)).toEqual(['a', 'b']);
    expect(past.map((x) => x._id)).toEqual(['c', 'd']);
  });
});

// docs/product/ordering.md#reorder
describe('reorder lines', () => {
  const item = {
    title: 'Karahi',
    food: 'f1',
    quantity: 2,
    specialInstructions: 'mild',
    variation: { _id: 'v1', title: 'Half', price: 9.5 },
    addons: [
      { _id: 'a1', options: [{ _id: 'o1', title: 'Naan', price: 1 }] },
      { _id: 'a2', options: [] },
    ],
  };
  it('keeps food, variation, quantity and add-ons with option ids', () => {
    const { lines, dropped } = reorderLines([item], 'USD');
    expect(dropped).toBe(0);
    expect(lines[0]).toMatchObject({
      foodId: 'f1',
      variationId: 'v1',
      quantity: 2,
      addons: [{ _id: 'a1', options: ['o1'] }],
      unitPrice: 1050,
      specialInstructions: 'mild',
    });
  });
  it('drops items whose food or variation no longer exists', () => {
    const { lines, dropped } = reorderLines(
      [item, { ...item, food: null }, { ...item, variation: { ...item.variation, _id: null } }],
      'USD',
    );
    expect(lines).toHaveLength(1);
    expect(dropped).toBe(2);
  });
});

describe('order state (issue 13)', () => {
  it('#1: only an unpaid card or PayPal order still pending awaits payment', () => {
    expect(awaitsPayment({ orderStatus: 'PENDING', paymentMethod: 'STRIPE', paymentStatus: 'FAILED' })).toBe(
      true,
    );
    expect(awaitsPayment({ orderStatus: 'PENDING', paymentMethod: 'PAYPAL', paymentStatus: 'PENDING' })).toBe(
      true,
    );
    expect(awaitsPayment({ orderStatus: 'PENDING', paymentMethod: 'COD', paymentStatus: 'PENDING' })).toBe(
      false,
    );
    expect(awaitsPayment({ orderStatus: 'PENDING', paymentMethod: 'STRIPE', paymentStatus: 'PAID' })).toBe(
      false,
    );
    expect(
      awaitsPayment({ orderStatus: 'CANCELLED', paymentMethod: 'STRIPE', paymentStatus: 'FAILED' }),
    ).toBe(false);
  });

  it('#3: an order placed for later has its scheduled time; one placed for now has none', () => {
    const createdAt = '2026-01-01T12:00:00.000Z';
    expect(scheduledFor({ createdAt, orderDate: '2026-01-01T14:30:00.000Z' })).toBe(
      '2026-01-01T14:30:00.000Z',
    );
    expect(scheduledFor({ createdAt, orderDate: '2026-01-01T12:00:00.050Z' })).toBeNull();
    expect(scheduledFor({ createdAt, orderDate: null })).toBeNull();
  });

  it('#8: the rider marker goes once the order is delivered', () => {
    const at = { latitude: 33.7, longitude: 73.1 };
    expect(riderMarkerPosition('PICKED', at)).toEqual(at);
    expect(riderMarkerPosition('DELIVERED', at)).toBeNull();
    expect(riderMarkerPosition('COMPLETED', at)).toBeNull();
  });

  it('#5: the declined modal is remembered per order', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(wasDeclinedSeen('a', store)).toBe(false);
    markDeclinedSeen('a', store);
    expect(wasDeclinedSeen('a', store)).toBe(true);
    expect(wasDeclinedSeen('b', store)).toBe(false);
    for (let i = 0; i < 60; i += 1) markDeclinedSeen(`x${i}`, store);
    expect(JSON.parse(map.get(DECLINED_SEEN_KEY)!)).toHaveLength(50);
    map.set(DECLINED_SEEN_KEY, 'not json');
    expect(wasDeclinedSeen('a', store)).toBe(false);
  });
});

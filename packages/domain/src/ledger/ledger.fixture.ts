import type { OrderMoneyFacts } from './order-money.ts';

/** A delivered card order of docs/money.md's worked example, before its voucher. */
export const baseFacts: OrderMoneyFacts = {
  orderId: 'order-1',
  restaurantId: 'restaurant-1',
  riderId: 'rider-1',
  paymentMethod: 'STRIPE',
  subtotal: 2000,
  discount: 0,
  voucherFundedBy: null,
  deliveryFee: 300,
  tax: 230,
  tip: 250,
  commissionBp: 1500,
  riderFee: { perDelivery: 200, perKm: 50 },
  distanceKm: 2.3,
};

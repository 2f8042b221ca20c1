export * from './haversine.ts';
export * from './delivery-fee.ts';
export * from './line-unit-price.ts';
export * from './order-totals.ts';
export * from './bill-subtotal.ts';
export * from './voucher.ts';

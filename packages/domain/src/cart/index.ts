export * from './types.ts';
export * from './line-identity.ts';
export * from './add-to-cart.ts';
export * from './line-operations.ts';
export * from './cart-totals.ts';
export * from './build-cart-line.ts';
export * from './revalidate-cart.ts';
export * from './parse-cart.ts';

export * from './patterns.ts';
export * from './limits.ts';
export * from './review.ts';
export * from './messages.ts';
export * from './auth-schemas.ts';
export * from './profile-schemas.ts';
export * from './address-schemas.ts';
export * from './place-order.ts';

// @food/domain: the platform's pure rules, shared by apps/web and apps/api (docs/architecture.md#layout).
// No I/O and nothing of ours is imported; amounts are integer minor units (money/README.md).
export * from './errors/index.ts';
export * from './money/index.ts';
export * from './pricing/index.ts';
export * from './menu/index.ts';
export * from './cart/index.ts';
export * from './hours/index.ts';
export * from './orders/index.ts';
export * from './accounts/index.ts';
export * from './validation/index.ts';
export * from './analytics/index.ts';
export * from './operations/index.ts';
export * from './zones/index.ts';
export * from './ledger/index.ts';

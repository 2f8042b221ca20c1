export * from './currencies.ts';
export * from './currency-multiplier.ts';
export * from './round-half-up.ts';
export * from './assert-amount.ts';
export * from './convert.ts';
export * from './format-money.ts';
export * from './payment-currency.ts';

export * from './accounts.ts';
export * from './order-money.ts';
export * from './ledger-events.ts';
export * from './statement.ts';
export * from './payouts.ts';

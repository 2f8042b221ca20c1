export * from './restaurants.ts';
export * from './users.ts';
export * from './commerce.ts';
export * from './orders.ts';
export * from './messaging.ts';
export * from './analytics.ts';
export * from './audit.ts';
export * from './closures.ts';

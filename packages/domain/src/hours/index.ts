export * from './types.ts';
export * from './zoned-clock.ts';
export * from './opening-hours.ts';
export * from './closures.ts';
export * from './wall-clock.ts';
export * from './local-week.ts';

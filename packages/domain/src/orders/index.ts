export * from './order-status.ts';
export * from './transitions.ts';
export * from './payment-methods.ts';
export * from './payment-status.ts';
export * from './cancelled-by.ts';
export * from './order-event-actors.ts';
export * from './unassigned-alert.ts';

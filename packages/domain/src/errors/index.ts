export * from './domain-error.ts';
export * from './assert-never.ts';

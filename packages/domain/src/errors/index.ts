export * from './app-error.ts';
export * from './assert-never.ts';

export * from './user-roles.ts';

// The profile's schemas, loaded on first validation (lib/lazy-schema.ts): the only way zod reaches it.
export { changePasswordSchema, profileNameSchema } from '@food/domain';

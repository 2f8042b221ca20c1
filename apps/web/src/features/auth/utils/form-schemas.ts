// The sign-in screens' schemas in one module, loaded on first validation (lib/lazy-schema.ts): the only
// way zod reaches these screens.
export { loginInputSchema, newPasswordSchema } from '@food/domain';
export { emailEntrySchema, phoneNumberSchema, registrationSchema } from './schemas.ts';

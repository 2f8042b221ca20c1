// Who an account is (docs/product/accounts.md): CUSTOMER uses the web app, RIDER and RESTAURANT their
// own apps (or the demo dispatcher drives them), ADMIN the platform. users.role accepts only these.
export const USER_ROLES = ['CUSTOMER', 'RIDER', 'RESTAURANT', 'ADMIN'] as const;

export type UserRole = (typeof USER_ROLES)[number];

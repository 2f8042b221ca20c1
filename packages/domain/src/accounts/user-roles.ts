// Who an account is (docs/product/accounts.md): CUSTOMER uses the web app, RIDER and RESTAURANT their
// own apps (or the demo dispatcher drives them), ADMIN (the operator) and SUPPORT run the platform from
// /admin (docs/admin.md). users.role accepts only these.
export const USER_ROLES = ['CUSTOMER', 'RIDER', 'RESTAURANT', 'ADMIN', 'SUPPORT'] as const;

/** The operator's staff: the roles that open /admin. */
export const OPERATOR_ROLES = ['ADMIN', 'SUPPORT'] as const satisfies readonly UserRole[];

export type UserRole = (typeof USER_ROLES)[number];

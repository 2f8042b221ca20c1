// The sign-up form's answers wait here, in memory, until /verify-email creates the account. Navigation state
// would also work for the password, but the browser keeps history state on disk for session restore, and a
// password should not be written anywhere (docs/product/accounts.md#sign-up). Going back to the form refills
// it from here.
export type PendingSignUp = { email: string; password: string; name: string; phone: string };

let pending: PendingSignUp | null = null;

export function holdSignUp(signUp: PendingSignUp): void {
  pending = { ...signUp };
}

/** The answers held for this e-mail, or null (e.g. after a reload: the form is filled in again). */
export function heldSignUp(email: string | null): PendingSignUp | null {
  return email !== null && pending?.email === email ? pending : null;
}

export function forgetSignUp(): void {
  pending = null;
}

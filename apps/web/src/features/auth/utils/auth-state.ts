// What the sign-in screens hand each other in navigation state (docs/product/screens.md#sign-in): the e-mail,
// the origin to return to, and per flow the phone or the reset token. State can come from anywhere (a crafted
// history entry, an old tab), so only well-formed strings are read.
import { fromState } from '@/lib/redirects.ts';

export type AuthFlowState = {
  email: string | null;
  from: string | null;
  name: string | null;
  phone: string | null;
  resetToken: string | null;
  /** The previous screen already sent a code, so the resend countdown starts at once. */
  codeSent: boolean;
};

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readAuthState(state: unknown): AuthFlowState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    email: text(record, 'email'),
    from: fromState(state),
    name: text(record, 'name'),
    phone: text(record, 'phone'),
    resetToken: text(record, 'resetToken'),
    codeSent: record.codeSent === true,
  };
}

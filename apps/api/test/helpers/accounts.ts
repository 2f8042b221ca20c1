import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import type { TestApp } from './test-server.ts';

// GraphQL documents and small flows shared by the accounts tests (test/accounts-*.test.ts).

export const AUTH_FIELDS = 'userId token tokenExpiration name email phone isNewUser';
export const USER_FIELDS = '_id name email phone phoneIsVerified emailIsVerified';

export const SEND_EMAIL_CODE = `mutation ($email: String!) { sendOtpToEmail(email: $email) { result retryAfter expiresIn } }`;
export const CREATE_USER = `mutation ($email: String!, $password: String!, $name: String!, $phone: String, $otp: String!, $notificationToken: String) {
  createUser(email: $email, password: $password, name: $name, phone: $phone, otp: $otp, notificationToken: $notificationToken) { ${AUTH_FIELDS} }
}`;
export const LOGIN = `mutation ($type: String!, $email: String, $password: String, $idToken: String, $name: String) {
  login(type: $type, email: $email, password: $password, idToken: $idToken, name: $name) { ${AUTH_FIELDS} }
}`;
export const PROFILE = `{ profile { ${USER_FIELDS} } }`;
export const FORGOT_PASSWORD = `mutation ($email: String!) { forgotPassword(email: $email) { result retryAfter expiresIn } }`;
export const VERIFY_RESET = `mutation ($email: String!, $otp: String!) { verifyResetOtp(email: $email, otp: $otp) { resetToken expiresAt } }`;
export const RESET_PASSWORD = `mutation ($password: String!, $resetToken: String!) { resetPassword(password: $password, resetToken: $resetToken) { result message } }`;
export const SEND_PHONE_CODE = `mutation ($phone: String!) { sendOtpToPhoneNumber(phone: $phone) { result retryAfter expiresIn } }`;
export const VERIFY_PHONE = `mutation ($phone: String!, $otp: String!) { verifyPhoneOtp(phone: $phone, otp: $otp) { ${USER_FIELDS} } }`;
export const UPDATE_USER = `mutation ($name: String, $phone: String, $phoneIsVerified: Boolean) {
  updateUser(name: $name, phone: $phone, phoneIsVerified: $phoneIsVerified) { ${USER_FIELDS} }
}`;
export const CHANGE_PASSWORD = `mutation ($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword, newPassword: $newPassword) { changed token tokenExpiration } }`;
export const EMAIL_EXIST = `mutation ($email: String!) { emailExist(email: $email) { _id } }`;
export const PHONE_EXIST = `query ($phone: String!) { phoneExist(phone: $phone) { _id } }`;
export const DEMO_OUTBOX = `query ($recipient: String!) { demoOutbox(recipient: $recipient) { _id channel recipient subject body createdAt } }`;
export const SAVE_NOTIFICATION_TOKEN = `mutation ($token: String!) { saveNotificationTokenWeb(token: $token) { success message } }`;

export type AuthData = {
  userId: string;
  token: string;
  tokenExpiration: string;
  name: string;
  email: string;
  phone: string | null;
  isNewUser: boolean;
};

let counter = 0;
/** A fresh address per test, so codes, cooldowns and limits never leak between tests. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** A fresh valid phone number (+ and 12 digits). */
export const uniquePhone = () => `+92${String(3_000_000_000 + Math.floor(Math.random() * 999_999_999))}`;

/** The code in the newest outbox message to `recipient` (what the user would read in their mail). */
export async function readCode(db: Db, recipient: string): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** A code that is six digits but not `code`. */
export const wrongCode = (code: string) => (code === '123456' ? '654321' : '123456');

/** Sign-up through the API: code by mail, then createUser. */
export async function signUp(
  api: TestApp,
  db: Db,
  {
    email = uniqueEmail(),
    password = 'Secret123',
    name = 'New Customer',
    phone,
  }: { email?: string; password?: string; name?: string; phone?: string } = {},
): Promise<AuthData & { password: string }> {
  const sent = await api.gql(SEND_EMAIL_CODE, { email });
  if (sent.errors) throw new Error(`sendOtpToEmail: ${sent.errors[0]!.message}`);
  const otp = await readCode(db, email);
  const created = await api.gql<{ createUser: AuthData }>(CREATE_USER, { email, password, name, phone, otp });
  if (created.errors) throw new Error(`createUser: ${created.errors[0]!.message}`);
  return { ...created.data!.createUser, password };
}

/** The error code and message of a failed operation, for compact assertions. */
export function failure(response: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const error = response.errors?.[0];
  return error ? { code: error.extensions?.['code'], message: error.message } : undefined;
}

import type { Db } from '../../db/types.ts';
import { badUserInput } from '../../errors.ts';
import { saveNotificationToken as storeToken, type UserRow } from '../auth/auth.repository.ts';

const MAX_TOKEN_LENGTH = 4096;

/** saveNotificationTokenWeb: the browser's push token for the signed-in user (users.notification_token). */
export async function saveNotificationToken({ db, user, token }: { db: Db; user: UserRow; token: string }) {
  const value = token.trim();
  if (!value) throw badUserInput('Notification token is required');
  if (value.length > MAX_TOKEN_LENGTH) throw badUserInput('Notification token is too long');
  await storeToken(db, user.id, value);
  return { success: true, message: 'Notification token saved' };
}

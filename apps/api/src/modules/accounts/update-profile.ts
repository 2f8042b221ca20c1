import { VALIDATION_MESSAGES as M } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { badUserInput } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { loadConfigurationRow } from '../configuration/get-configuration.ts';
import { phoneTaken } from './account-errors.ts';
import { parseName, parsePhone } from './account-inputs.ts';
import { findUserIdByPhone, updateUserColumns } from './accounts.repository.ts';

export type UpdateProfileInput = {
  name?: string | null | undefined;
  phone?: string | null | undefined;
  phoneIsVerified?: boolean | null | undefined;
};

/**
 * updateUser (the profile and /phone-number, docs/product/accounts.md#phone-number): changes only what is
 * given. A new phone is stored unverified, except that with SMS verification switched off in configuration
 * the client may mark it verified (the /phone-number flow); with SMS on, only verifyPhoneOtp verifies.
 */
export async function updateProfile({
  db,
  user,
  input,
}: {
  db: Db;
  user: UserRow;
  input: UpdateProfileInput;
}) {
  const changes: Partial<Pick<UserRow, 'name' | 'phone' | 'phoneIsVerified'>> = {};
  if (input.name != null) changes.name = parseName(input.name);

  const mayMarkVerified = async () => !(await loadConfigurationRow({ db })).smsEnabled;
  if (input.phone != null) {
    const phone = parsePhone(input.phone);
    if (phone === user.phone) throw badUserInput(M.phoneUnchanged);
    const ownerId = await findUserIdByPhone(db, phone);
    if (ownerId && ownerId !== user.id) throw phoneTaken();
    changes.phone = phone;
    changes.phoneIsVerified = input.phoneIsVerified === true && (await mayMarkVerified());
  } else if (input.phoneIsVerified === false) {
    changes.phoneIsVerified = false;
  } else if (input.phoneIsVerified === true && user.phone && (await mayMarkVerified())) {
    changes.phoneIsVerified = true;
  }

  if (Object.keys(changes).length === 0) return getProfile({ db, user });
  try {
    return await getProfile({ db, user: await updateUserColumns(db, user.id, changes) });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_idx')) throw phoneTaken();
    throw error;
  }
}

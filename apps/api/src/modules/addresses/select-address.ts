import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { ADDRESS_NOT_FOUND } from './address-input.ts';
import { findUserAddress, lockUser, selectOnly } from './addresses.repository.ts';

/** selectAddress: the chosen address becomes the user's only selected one. */
export async function selectAddress({ db, user, id }: { db: Db; user: UserRow; id: string }) {
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (!(await findUserAddress(tx, user.id, id))) throw notFound(ADDRESS_NOT_FOUND);
    await selectOnly(tx, user.id, id);
  });
  return getProfile({ db, user });
}

import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { ADDRESS_NOT_FOUND } from './address-input.ts';
import { deleteUserAddress } from './addresses.repository.ts';

/** deleteAddress: removes one of the caller's addresses; orders keep their own address snapshot. */
export async function deleteAddress({ db, user, id }: { db: Db; user: UserRow; id: string }) {
  const deleted = await deleteUserAddress(db, user.id, id);
  if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
  return getProfile({ db, user });
}

import type { AddressInput } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { ADDRESS_NOT_FOUND } from './address-input.ts';
import { updateUserAddress } from './addresses.repository.ts';
import { addressValues } from './create-address.ts';

/** editAddress: changes one of the caller's addresses; anyone else's id is NOT_FOUND. */
export async function editAddress({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: UserRow;
  id: string;
  input: AddressInput;
}) {
  const updated = await updateUserAddress(db, user.id, id, addressValues(input));
  if (!updated) throw notFound(ADDRESS_NOT_FOUND);
  return getProfile({ db, user });
}

import type { AddressInput } from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { insertAddress, lockUser, selectOnly } from './addresses.repository.ts';

/**
 * createAddress (docs/product/api.md#addresses-and-favourites): saves the address and makes it the selected
 * one.
 */
export async function createAddress({
  db,
  user,
  input,
  now,
}: {
  db: Db;
  user: UserRow;
  input: AddressInput;
  now: Date;
}) {
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = await insertAddress(tx, {
      ...addressValues(input),
      userId: user.id,
      selected: true,
      createdAt: now,
    });
    await selectOnly(tx, user.id, row.id);
  });
  return getProfile({ db, user });
}

export function addressValues(input: AddressInput) {
  return {
    label: input.label,
    deliveryAddress: input.deliveryAddress,
    details: input.details,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

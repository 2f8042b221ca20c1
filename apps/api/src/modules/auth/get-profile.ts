import type { Db } from '../../db/types.ts';
import type { UserRole } from '../../generated/graphql.ts';
import { toPoint } from '../../lib/point.ts';
import { listAddresses, listFavouriteRestaurantIds, type UserRow } from './auth.repository.ts';

const ROLES: readonly UserRole[] = ['CUSTOMER', 'RIDER', 'RESTAURANT', 'ADMIN', 'SUPPORT'];

// The column is free text (db/schema/users.ts); anything unknown is treated as a customer.
const toUserRole = (role: string): UserRole => ROLES.find((known) => known === role) ?? 'CUSTOMER';

/** The signed-in user's profile as the web uses it (docs/product/data.md#users). */
export async function getProfile({ db, user }: { db: Db; user: UserRow }) {
  const [favourite, addresses] = await Promise.all([
    listFavouriteRestaurantIds(db, user.id),
    listAddresses(db, user.id),
  ]);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    phoneIsVerified: user.phoneIsVerified,
    emailIsVerified: user.emailIsVerified,
    role: toUserRole(user.role),
    favourite,
    addresses: addresses.map((address) => ({
      _id: address.id,
      label: address.label,
      deliveryAddress: address.deliveryAddress,
      details: address.details,
      location: toPoint(address),
      selected: address.selected,
    })),
  };
}

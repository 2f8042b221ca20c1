import { deliveryFee, type CostType } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { findUserAddress } from '../addresses/addresses.repository.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { ConfigurationRow } from '../catalog/catalog.repository.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';

export type DeliverySnapshot = {
  deliveryAddress: string;
  deliveryDetails: string;
  deliveryLabel: string;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
};

const PICK_UP: DeliverySnapshot = {
  deliveryAddress: '',
  deliveryDetails: '',
  deliveryLabel: 'Home',
  deliveryLatitude: null,
  deliveryLongitude: null,
};

/**
 * The delivery address an order uses: the user's SAVED address (its stored text and coordinates,
 * never the client's copy), or none for pick-up / no address (validatePlaceOrder then says "Select
 * your address."). Anyone else's id, or a malformed one, is ADDRESS_NOT_FOUND.
 */
export async function resolveDeliveryAddress(
  db: Db,
  userId: string,
  addressId: string | null,
): Promise<DeliverySnapshot | null> {
  if (addressId === null) return null;
  if (!isUuid(addressId)) throw orderError('ADDRESS_NOT_FOUND', ORDER_MESSAGES.addressNotFound);
  const row = await findUserAddress(db, userId, addressId);
  if (!row) throw orderError('ADDRESS_NOT_FOUND', ORDER_MESSAGES.addressNotFound);
  return {
    deliveryAddress: row.deliveryAddress,
    deliveryDetails: row.details,
    deliveryLabel: row.label,
    deliveryLatitude: row.latitude,
    deliveryLongitude: row.longitude,
  };
}

/**
 * Refuses an address the restaurant does not deliver to: beyond its radius or outside its zone's
 * drawn area. The position index decides, as it does for nearByRestaurants and Restaurant.deliversTo,
 * so the three agree even exactly on an edge (docs/admin.md "Zones").
 */
export async function assertDeliversTo(
  catalog: CatalogCache,
  restaurantId: string,
  address: DeliverySnapshot | null,
): Promise<void> {
  if (!address || address.deliveryLatitude === null || address.deliveryLongitude === null) return;
  const point = { latitude: address.deliveryLatitude, longitude: address.deliveryLongitude };
  if ((await catalog.positions()).reaching(point)(restaurantId) === null)
    throw orderError('OUTSIDE_DELIVERY_AREA', ORDER_MESSAGES.outsideDeliveryArea);
}

export const pickUpSnapshot = (): DeliverySnapshot => ({ ...PICK_UP });

const costTypeOf = (value: string): CostType => (value === 'fixed' ? 'fixed' : 'perKM');

/**
 * The delivery fee (docs/product/limits.md#pricing) via the domain, from the configuration and the saved
 * address.
 */
export function orderDeliveryFee({
  configuration,
  restaurant,
  address,
  isPickedUp,
}: {
  configuration: Pick<ConfigurationRow, 'costType' | 'deliveryRate' | 'minimumDeliveryFee'>;
  restaurant: { latitude: number; longitude: number };
  address: DeliverySnapshot | null;
  isPickedUp: boolean;
}): number {
  const destination =
    address && address.deliveryLatitude !== null && address.deliveryLongitude !== null
      ? { latitude: address.deliveryLatitude, longitude: address.deliveryLongitude }
      : null;
  return deliveryFee({
    costType: costTypeOf(configuration.costType),
    deliveryRate: configuration.deliveryRate,
    minimumDeliveryFee: configuration.minimumDeliveryFee,
    restaurant,
    destination,
    isPickedUp,
  });
}

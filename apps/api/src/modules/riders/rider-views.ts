import { haversineKm } from '@food/domain';
import type { RiderDelivery, RiderOffer, RiderProfile } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { toPoint } from '../../lib/point.ts';
import type { RiderRow } from '../tracking/tracking.repository.ts';
import type { ActiveDeliveryRow, OfferRow } from './riders.repository.ts';

// Rows to the rider app's shapes. Kilometres are rounded to 0.1 km: enough to choose, no more.

const km = (value: number) => Math.round(value * 10) / 10;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Place = { latitude: number; longitude: number };

export function offerView(row: OfferRow, from: Place): RiderOffer {
  const restaurant = { latitude: row.restaurantLatitude, longitude: row.restaurantLongitude };
  const dropOff =
    row.deliveryLatitude === null || row.deliveryLongitude === null
      ? restaurant
      : { latitude: row.deliveryLatitude, longitude: row.deliveryLongitude };
  return {
    _id: row.id,
    orderId: row.orderId,
    restaurant: { name: row.restaurantName, address: row.restaurantAddress, location: toPoint(restaurant) },
    distanceToRestaurant: km(haversineKm(from, restaurant)),
    deliveryDistance: km(haversineKm(restaurant, dropOff)),
    deliveryCharges: toMajor(row.deliveryCharges, row.currency),
    tipping: toMajor(row.tipping, row.currency),
    currency: row.currency,
    readyAt: iso(row.preparationTime),
  };
}

export function deliveryView(row: ActiveDeliveryRow): RiderDelivery {
  const restaurant = { latitude: row.restaurantLatitude, longitude: row.restaurantLongitude };
  const dropOff =
    row.deliveryLatitude === null || row.deliveryLongitude === null
      ? restaurant
      : { latitude: row.deliveryLatitude, longitude: row.deliveryLongitude };
  const collect = row.paymentMethod === 'COD' && row.paymentStatus !== 'PAID' ? row.orderAmount : 0;
  return {
    _id: row.id,
    orderId: row.orderId,
    orderStatus: row.orderStatus,
    restaurant: { name: row.restaurantName, address: row.restaurantAddress, location: toPoint(restaurant) },
    // Read only for an ASSIGNED or PICKED order, so the phone is shown only while it is under way.
    customer: { _id: row.customerId, name: row.customerName, phone: row.customerPhone },
    dropOff: { address: row.deliveryAddress, details: row.deliveryDetails, location: toPoint(dropOff) },
    paymentMethod: row.paymentMethod,
    amountToCollect: toMajor(collect, row.currency),
    currency: row.currency,
    itemCount: row.itemCount,
    readyAt: iso(row.preparationTime),
  };
}

export function profileView(rider: RiderRow, active: ActiveDeliveryRow | undefined): RiderProfile {
  return {
    _id: rider.id,
    name: rider.name,
    isOnline: rider.isOnline,
    location:
      rider.latitude !== null && rider.longitude !== null
        ? toPoint({ latitude: rider.latitude, longitude: rider.longitude })
        : null,
    activeDelivery: active ? deliveryView(active) : null,
  };
}

import type { CurrentLocation } from '@/lib/current-location.ts';

type SavedAddress = {
  _id: string;
  label: string;
  deliveryAddress: string;
  details: string;
  location: { coordinates: readonly number[] };
};

/**
 * A saved address as the current location (accounts §2 "Profile": id, label, latitude, longitude,
 * deliveryAddress, details). GraphQL points list longitude first; a malformed point gives null.
 */
export function addressToLocation(address: SavedAddress): CurrentLocation | null {
  const [longitude, latitude] = address.location.coordinates;
  const isCoordinate = (value: number | undefined, limit: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return {
    _id: address._id,
    label: address.label,
    latitude,
    longitude,
    deliveryAddress: address.deliveryAddress,
    details: address.details,
  };
}

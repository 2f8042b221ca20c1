// Saved-address rules shared by the profile, checkout and the bar (docs/product/data.md#addresses,
// docs/product/validation.md#addresses). Pure, so they are unit-tested without a browser.
import type { SavedAddressFieldsFragment } from '@/gql/graphql.ts';
import { pointToLatLng } from '@/lib/coordinates.ts';
import { CURRENT_LOCATION_ID, type CurrentLocation } from '@/lib/current-location.ts';

export type SavedAddress = SavedAddressFieldsFragment;

/** What the location dialog and the address form edit; `_id` is set when editing a saved address. */
export type AddressDraft = {
  _id?: string;
  latitude: number | null;
  longitude: number | null;
  deliveryAddress: string;
  details: string;
  label: string;
};

/** A saved address with plain coordinates (the checkout's and the current location's shape). */
export type PlacedAddress = {
  _id: string;
  label: string;
  deliveryAddress: string;
  details: string;
  latitude: number;
  longitude: number;
};

/** The label choices; Home is the default (docs/product/validation.md#addresses). */
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const DEFAULT_ADDRESS_LABEL: AddressLabel = 'Home';

export const isKnownLabel = (label: string): label is AddressLabel =>
  (ADDRESS_LABELS as readonly string[]).includes(label);

export type AddressProblem = 'detailsRequired' | 'addressRequired';

const isCoordinate = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * docs/product/validation.md#addresses: an empty (trimmed) address text gives "Delivery details is required"
 * and missing coordinates "Delivery address is required" — the wording is swapped relative to the fields on
 * purpose.
 */
export function addressProblem(
  draft: Pick<AddressDraft, 'deliveryAddress' | 'latitude' | 'longitude'>,
): AddressProblem | null {
  if (draft.deliveryAddress.trim() === '') return 'detailsRequired';
  if (!isCoordinate(draft.latitude, 90) || !isCoordinate(draft.longitude, 180)) return 'addressRequired';
  return null;
}

/** The mutation input: trimmed texts, coordinates as text (the API's shape), Home when no label is chosen. */
export function toAddressInput(draft: AddressDraft) {
  const label = draft.label.trim();
  return {
    ...(draft._id ? { _id: draft._id } : {}),
    latitude: String(draft.latitude),
    longitude: String(draft.longitude),
    deliveryAddress: draft.deliveryAddress.trim(),
    details: draft.details.trim(),
    label: label === '' ? DEFAULT_ADDRESS_LABEL : label,
  };
}

/** GraphQL points list longitude first; a malformed point gives null. */
export function placeAddress(address: SavedAddress): PlacedAddress | null {
  const point = pointToLatLng(address.location.coordinates);
  if (!point) return null;
  return {
    _id: address._id,
    label: address.label,
    deliveryAddress: address.deliveryAddress,
    details: address.details,
    ...point,
  };
}

/** The draft for editing a saved address. */
export function draftFor(address: SavedAddress): AddressDraft {
  const placed = placeAddress(address);
  return {
    _id: address._id,
    latitude: placed?.latitude ?? null,
    longitude: placed?.longitude ?? null,
    deliveryAddress: address.deliveryAddress,
    details: address.details,
    label: address.label || DEFAULT_ADDRESS_LABEL,
  };
}

/**
 * A new address starts where the customer currently is (the stored delivery location), with its text
 * unless that is the unnamed default position ("Current location" is no address to save).
 */
export function newDraft(location: CurrentLocation | null): AddressDraft {
  const isUnnamed =
    !location || (location._id === CURRENT_LOCATION_ID && location.deliveryAddress === location.label);
  return {
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    deliveryAddress: isUnnamed ? '' : location.deliveryAddress,
    details: '',
    label: DEFAULT_ADDRESS_LABEL,
  };
}

/**
 * Selecting a saved address stores exactly these fields as the current location
 * (docs/product/data.md#addresses).
 */
export function toCurrentLocation(address: PlacedAddress): CurrentLocation {
  const { _id, label, latitude, longitude, deliveryAddress, details } = address;
  return { _id, label, latitude, longitude, deliveryAddress, details };
}

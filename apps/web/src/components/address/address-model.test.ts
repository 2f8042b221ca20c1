import { describe, expect, it } from 'vitest';
import { CURRENT_LOCATION_ID } from '@/lib/current-location.ts';
import { placeToLocation } from '@/lib/place-to-location.ts';
import {
  addressProblem,
  draftFor,
  newDraft,
  placeAddress,
  toAddressInput,
  toCurrentLocation,
} from './address-model.ts';

const saved = {
  _id: 'a1',
  label: 'Work',
  deliveryAddress: 'Jinnah Super Market, F-7 Markaz',
  details: 'Gate 3',
  selected: false,
  location: { coordinates: [73.0479, 33.7215] },
};

// docs/product/validation.md#addresses
describe('addressProblem (wording swapped on purpose)', () => {
  it('asks for the address text first, with the details wording', () => {
    expect(addressProblem({ deliveryAddress: '   ', latitude: 1, longitude: 2 })).toBe('detailsRequired');
    expect(addressProblem({ deliveryAddress: '', latitude: null, longitude: null })).toBe('detailsRequired');
  });

  it.each([
    [null, 2],
    [1, null],
    [91, 2],
    [1, -181],
    [Number.NaN, 2],
  ])('gives the address wording for missing or bad coordinates %s, %s', (latitude, longitude) => {
    expect(addressProblem({ deliveryAddress: 'Street 1', latitude, longitude })).toBe('addressRequired');
  });

  it('accepts text with a point', () => {
    expect(addressProblem({ deliveryAddress: 'Street 1', latitude: 0, longitude: 0 })).toBeNull();
  });
});

describe('toAddressInput', () => {
  it('trims, sends coordinates as text and defaults the label to Home', () => {
    expect(
      toAddressInput({
        latitude: 33.5,
        longitude: 73.25,
        deliveryAddress: '  Street 1 ',
        details: ' Flat 2 ',
        label: ' ',
      }),
    ).toEqual({
      latitude: '33.5',
      longitude: '73.25',
      deliveryAddress: 'Street 1',
      details: 'Flat 2',
      label: 'Home',
    });
  });

  it('keeps the id when editing', () => {
    expect(toAddressInput({ ...draftFor(saved), details: 'Gate 4' })).toEqual({
      _id: 'a1',
      latitude: '33.7215',
      longitude: '73.0479',
      deliveryAddress: 'Jinnah Super Market, F-7 Markaz',
      details: 'Gate 4',
      label: 'Work',
    });
  });
});

describe('placeAddress', () => {
  it('reads the point longitude first', () => {
    expect(placeAddress(saved)).toEqual({
      _id: 'a1',
      label: 'Work',
      deliveryAddress: 'Jinnah Super Market, F-7 Markaz',
      details: 'Gate 3',
      latitude: 33.7215,
      longitude: 73.0479,
    });
  });

  it.each([[[]], [[72.9]], [[200, 33]], [[72, -91]]])('rejects the point %j', (coordinates) => {
    expect(placeAddress({ ...saved, location: { coordinates } })).toBeNull();
  });

  it('gives the current location exactly its documented fields', () => {
    expect(Object.keys(toCurrentLocation(placeAddress(saved)!)).sort()).toEqual(
      ['_id', 'deliveryAddress', 'details', 'label', 'latitude', 'longitude'].sort(),
    );
  });
});

describe('drafts', () => {
  it('starts a new address at the current location, labelled Home', () => {
    const location = { ...toCurrentLocation(placeAddress(saved)!), _id: CURRENT_LOCATION_ID };
    expect(newDraft(location)).toEqual({
      latitude: 33.7215,
      longitude: 73.0479,
      deliveryAddress: 'Jinnah Super Market, F-7 Markaz',
      details: '',
      label: 'Home',
    });
    expect(newDraft(null)).toMatchObject({ latitude: null, longitude: null, deliveryAddress: '' });
    // The unnamed default position keeps its point but offers no text to save.
    expect(newDraft(placeToLocation({ latitude: 1, longitude: 2, address: '' }))).toMatchObject({
      latitude: 1,
      deliveryAddress: '',
    });
  });

  it('turns a confirmed bar place into an unsaved current location', () => {
    expect(placeToLocation({ latitude: 1, longitude: 2, address: ' F-7 ' })).toMatchObject({
      _id: CURRENT_LOCATION_ID,
      deliveryAddress: 'F-7',
    });
    expect(placeToLocation({ latitude: 1, longitude: 2, address: '' }).deliveryAddress).toBe(
      'Current location',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { addressToLocation } from './address-location.ts';

const address = {
  _id: 'a1',
  label: 'Home',
  deliveryAddress: 'House 1, Street 2',
  details: 'Gate 3',
  location: { coordinates: [72.9735978, 33.7001019] },
};

describe('addressToLocation', () => {
  it('reads the point longitude first', () => {
    expect(addressToLocation(address)).toEqual({
      _id: 'a1',
      label: 'Home',
      latitude: 33.7001019,
      longitude: 72.9735978,
      deliveryAddress: 'House 1, Street 2',
      details: 'Gate 3',
    });
  });

  it.each([[[]], [[72.9]], [[200, 33]], [[72, -91]], [[Number.NaN, 1]]])(
    'rejects the point %j',
    (coordinates) => {
      expect(addressToLocation({ ...address, location: { coordinates } })).toBeNull();
    },
  );
});

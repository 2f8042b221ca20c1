import { describe, expect, it } from 'vitest';
import { placeToLocation } from './place-to-location.ts';

describe('placeToLocation', () => {
  it('turns a chosen place into the current location, its text trimmed', () => {
    const place = { latitude: 33.7207, longitude: 73.0562, address: ' Jinnah Super, F-7 Markaz, Islamabad ' };
    expect(placeToLocation(place)).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 33.7207,
      longitude: 73.0562,
      deliveryAddress: 'Jinnah Super, F-7 Markaz, Islamabad',
      details: '',
    });
  });

  it('calls a place without an address "Current location"', () => {
    expect(placeToLocation({ latitude: 31.5, longitude: 74.3, address: '  ' })).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 31.5,
      longitude: 74.3,
      deliveryAddress: 'Current location',
      details: '',
    });
  });
});

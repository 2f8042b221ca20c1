import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '@/lib/current-location.ts';
import { locationForText, placeLocation } from './address-search.ts';

describe('home address search', () => {
  it('keeps the stored location while the field shows its text', () => {
    expect(locationForText('Current location', DEFAULT_LOCATION, 'Current location')).toBe(DEFAULT_LOCATION);
    expect(locationForText('  Current location ', DEFAULT_LOCATION, 'Current location')).toBe(
      DEFAULT_LOCATION,
    );
  });

  it('has no location once the text is edited or cleared (Find must not navigate)', () => {
    expect(locationForText('Lahore', DEFAULT_LOCATION, 'Current location')).toBeNull();
    expect(locationForText('', DEFAULT_LOCATION, 'Current location')).toBeNull();
    expect(locationForText('Current location', null, '')).toBeNull();
  });

  it('turns a chosen suggestion into the current location', () => {
    const place = { latitude: 33.7207, longitude: 73.0562, address: ' Jinnah Super, F-7 Markaz, Islamabad ' };
    expect(placeLocation(place)).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 33.7207,
      longitude: 73.0562,
      deliveryAddress: 'Jinnah Super, F-7 Markaz, Islamabad',
      details: '',
    });
  });

  it('calls a device position without an address "Current location"', () => {
    expect(placeLocation({ latitude: 31.5, longitude: 74.3, address: '' })).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 31.5,
      longitude: 74.3,
      deliveryAddress: 'Current location',
      details: '',
    });
  });
});

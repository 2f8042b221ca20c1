import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '@/lib/current-location.ts';
import { locationForText } from './address-search.ts';

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
});

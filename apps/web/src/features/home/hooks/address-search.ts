// Home address search rules (docs/product/screens.md#home): Find restaurants (button or Enter) only goes to
// the list when a location is set. Typed text is not a location until a place is chosen for it, so editing
// the field away from the stored location's text unsets it.
import type { CurrentLocation } from '@/lib/current-location.ts';

export function locationForText(
  text: string,
  stored: CurrentLocation | null,
  storedText: string,
): CurrentLocation | null {
  const typed = text.trim();
  return stored && typed !== '' && typed === storedText.trim() ? stored : null;
}

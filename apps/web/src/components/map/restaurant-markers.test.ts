import { describe, expect, it, vi } from 'vitest';
import { restaurantMarkers } from './restaurant-markers.ts';

const restaurant = (id: string, coordinates: number[]) => ({
  _id: id,
  name: `Restaurant ${id}`,
  slug: `r-${id}`,
  location: { coordinates },
});

describe('restaurant markers', () => {
  it('places each restaurant at its [longitude, latitude] point, labelled with its name', () => {
    const markers = restaurantMarkers([restaurant('a', [73.05, 33.72]), restaurant('b', [72.99, 33.68])]);
    expect(markers).toEqual([
      { id: 'a', position: { latitude: 33.72, longitude: 73.05 }, label: 'Restaurant a', kind: 'restaurant' },
      { id: 'b', position: { latitude: 33.68, longitude: 72.99 }, label: 'Restaurant b', kind: 'restaurant' },
    ]);
  });

  it('leaves out restaurants without a valid point', () => {
    const markers = restaurantMarkers([
      restaurant('a', []),
      restaurant('b', [73, 100]),
      restaurant('c', [73, 33]),
    ]);
    expect(markers.map((m) => m.id)).toEqual(['c']);
  });

  it('hands the clicked restaurant back to the screen', () => {
    const onSelect = vi.fn();
    const list = [restaurant('a', [73.05, 33.72]), restaurant('b', [72.99, 33.68])];
    const markers = restaurantMarkers(list, onSelect);
    markers[1]?.onClick?.();
    expect(onSelect).toHaveBeenCalledWith(list[1]);
  });
});

import { describe, expect, it } from 'vitest';
import { filterRestaurants, matchesSearch } from './filter-restaurants.ts';

const restaurants = [
  { name: 'Burger Barn', categoryTitles: ['Burgers', 'Fries'] },
  { name: 'Sushi Go', categoryTitles: ['Maki', 'Nigiri'] },
  { name: 'Pasta Roma', categoryTitles: ['Pasta', 'Pizza'] },
  { name: 'Café Crème', categoryTitles: ['Coffee'] },
];

describe('restaurant search', () => {
  it('returns everything for an empty or blank term', () => {
    expect(filterRestaurants(restaurants, '')).toHaveLength(4);
    expect(filterRestaurants(restaurants, '   ')).toHaveLength(4);
  });

  it.each([
    ['burger', ['Burger Barn']],
    ['SUSHI', ['Sushi Go']],
    ['  roma ', ['Pasta Roma']],
    ['pizza', ['Pasta Roma']],
    ['nig', ['Sushi Go']],
    ['crème', ['Café Crème']],
    ['a', ['Burger Barn', 'Sushi Go', 'Pasta Roma', 'Café Crème']],
    ['tacos', []],
  ])('"%s" → %j', (term, names) => {
    expect(filterRestaurants(restaurants, term).map((r) => r.name)).toEqual(names);
  });

  it('matches category titles case-insensitively', () => {
    expect(matchesSearch({ name: 'X', categoryTitles: ['Vegan Bowls'] }, 'vEgAn')).toBe(true);
  });
});

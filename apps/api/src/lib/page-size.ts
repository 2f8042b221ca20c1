import { badUserInput } from '../errors.ts';

// Every list a client can grow (nearby restaurants, favourites) is answered one bounded page at a
// time (docs/restaurant-paging.md), so no request can make the server build an unbounded answer.
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/** The `first` argument: omitted means the default page; anything outside 1..100 is refused. */
export function parsePageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badUserInput(`first must be between 1 and ${MAX_PAGE_SIZE}.`);
  return first;
}

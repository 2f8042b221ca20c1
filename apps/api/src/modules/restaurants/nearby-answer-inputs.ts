import { Kind, type ArgumentNode, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { isListed, selectCarousels } from './find-nearby-restaurants.ts';
import { isOpenAt } from './restaurant-fields.ts';
import { parseCoordinates } from './restaurant-input.ts';

// What a first list page's answer depends on besides the catalogue, in place of the point and the
// minute (docs/api-performance.md "Answer cache"): the restaurants of the page in their order (one
// more tells whether a page follows), the carousels' members, and whether each is open now. Nothing a
// card shows depends on the point, the only thing in it that moves with the clock is the opening
// state, and the page's cursor names only its last restaurant (nearby-cursor.ts): two points with the
// same restaurants in the same states get the same bytes, whatever the minute, and the answer cache
// keeps one answer for both. The document is checked first: only fields known not to depend on the
// point or the clock, else nothing is kept.

/**
 * Every field such a document may select: nothing that measures from the point (`distance`,
 * `totalCount`) and nothing but `isOpen` that moves with the clock.
 */
const POINT_FREE_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'nearByRestaurants',
  'nearByCarouselRestaurants',
  'restaurants',
  'offers',
  'sections',
  'pageInfo',
  'hasNextPage',
  'endCursor',
  '_id',
  'name',
  'tag',
  'image',
  'slug',
  'deliveryTime',
  'rating',
  'isOpen',
  'reviewData',
  'total',
  'categories',
  'title',
]);
const CAROUSEL_FIELDS: ReadonlySet<string> = new Set(['offers', 'sections', 'nearByCarouselRestaurants']);

/** What the document asks, when its answer may be keyed this way: the page size and whether carousels. */
type Shape = { first: number; carousels: boolean };

const isVariable = (argument: ArgumentNode, name: string) =>
  argument.value.kind === Kind.VARIABLE && argument.value.name.value === name;

/** A root field's arguments: the point from $latitude and $longitude, a literal page size, no cursor or search but from $after and $search. */
function rootArgumentsFit(field: FieldNode, shape: { first: number | null }): boolean {
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    if (name === 'latitude' || name === 'longitude' || name === 'after' || name === 'search') {
      if (!isVariable(argument, name)) return false;
    } else if (name === 'first' && field.name.value === 'nearByRestaurants') {
      if (argument.value.kind !== Kind.INT) return false;
      shape.first = Number(argument.value.value);
    } else return false;
  }
  return true;
}

function selectionFits(set: SelectionSetNode | undefined, seen: { carousels: boolean }): boolean {
  for (const selection of set?.selections ?? []) {
    if (selection.kind !== Kind.FIELD || !POINT_FREE_FIELDS.has(selection.name.value)) return false;
    if ((selection.arguments ?? []).length > 0) return false;
    if (CAROUSEL_FIELDS.has(selection.name.value)) seen.carousels = true;
    if (!selectionFits(selection.selectionSet, seen)) return false;
  }
  return true;
}

/** The document's shape when every field it selects is point-free and its arguments are as the web sends them. */
export function nearbyDocumentShape(document: DocumentNode): Shape | null {
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query')
    return null;
  const shape = { first: null as number | null, carousels: false };
  for (const root of operation.selectionSet.selections) {
    if (root.kind !== Kind.FIELD) return null;
    const name = root.name.value;
    if (name !== 'nearByRestaurants' && name !== 'nearByCarouselRestaurants') return null;
    if (name === 'nearByCarouselRestaurants') shape.carousels = true;
    if (!rootArgumentsFit(root, shape) || !selectionFits(root.selectionSet, shape)) return null;
  }
  // The resolver's own default page size is not repeated here: a document without `first` is not kept.
  return shape.first === null ? null : { first: shape.first, carousels: shape.carousels };
}

/**
 * The answer cache's inputs for the list's first page (http/answer-cache.ts): the variables without the
 * point, the page's restaurant ids and the carousels' members; null (not kept) for a later page, a
 * search, a point the resolver would refuse, or a document that is not point-free.
 */
export function nearbyAnswerInputs(catalog: CatalogCache) {
  const shapes = new WeakMap<DocumentNode, Shape | null>();
  return async (document: DocumentNode, variables: Record<string, unknown>, now: Date): Promise<unknown> => {
    let shape = shapes.get(document);
    if (shape === undefined) shapes.set(document, (shape = nearbyDocumentShape(document)));
    if (shape === null) return null;
    const { latitude, longitude, after, search, ...rest } = variables;
    if (after != null || search != null) return null;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    let point;
    try {
      point = parseCoordinates({ latitude, longitude });
    } catch {
      return null;
    }
    const query = { ...point, search: null };
    const index = await catalog.positions();
    // Each card as the answer shows it: not at all (delisted meanwhile), open, or closed at `now`.
    // Null when a restaurant has not been read yet: the answer worked out now reads it.
    const stateOf = (id: string): 'x' | 'o' | 'c' | null => {
      const row = catalog.cached.restaurant(id);
      if (row === undefined) return null;
      if (!isListed(row)) return 'x';
      const card = catalog.cached.card(id);
      if (card === undefined) return null;
      return isOpenAt(row, card, now) ? 'o' : 'c';
    };
    // As the page is made (find-nearby-restaurants.ts): one more than asked, without rows delisted
    // meanwhile; the answer shows the first `first` and whether more follow, not which one follows.
    const shown: string[] = [];
    for (const hit of index.page(query, { limit: shape.first + 1, after: null })) {
      const state = stateOf(hit.id);
      if (state === null) return null;
      if (state !== 'x') shown.push(`${hit.id}${state}`);
    }
    const page = [shown.slice(0, shape.first).join(), shown.length > shape.first];
    if (!shape.carousels) return [rest, page];
    const { offers, sections } = selectCarousels(await catalog.groupings(), index, query);
    let members = '';
    for (const grouping of [...offers, ...sections]) {
      members += `${grouping.id}:`;
      for (const id of grouping.restaurantIds) {
        const state = stateOf(id);
        if (state === null) return null;
        members += `${id}${state},`;
      }
      members += ';';
    }
    return [rest, page, offers.length, members];
  };
}

import type { LatLng } from '@/components/map/types.ts';
import { PlaceSuggestionsDocument, type PlaceSuggestionsQuery } from '@/gql/graphql.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/lib/debounce.ts';

export type PlaceSuggestion = PlaceSuggestionsQuery['placeSuggestions'][number];

const none: PlaceSuggestion[] = [];

/**
 * Suggestions for what the user typed, asked for 200 ms after the last keystroke
 * (docs/product/limits.md#timing).
 */
export function usePlaceSuggestions(text: string, near: LatLng | null | undefined, enabled: boolean) {
  const query = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const isIdle = !enabled || query === '';
  const [{ data, fetching, error }] = useTypedQuery({
    query: PlaceSuggestionsDocument,
    variables: { query, latitude: near?.latitude ?? null, longitude: near?.longitude ?? null },
    pause: isIdle,
  });
  return {
    suggestions: isIdle ? none : (data?.placeSuggestions ?? none),
    /** True until the suggestions for the current text are in. */
    isPending: !isIdle && (fetching || query !== text.trim()),
    hasFailed: !isIdle && error !== undefined,
    query,
  };
}

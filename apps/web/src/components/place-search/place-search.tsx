import { type KeyboardEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { LatLng } from '@/components/map/types.ts';
import { cn } from '@/components/ui/cn.ts';
import { LocateFixed, MapPin, X } from '@/components/ui/icons.ts';
import {
  closedList,
  isNavigationKey,
  suggestionForEnter,
  suggestionListReducer,
} from './suggestion-list-state.ts';
import { isSuggestionText } from './suggestion-query.ts';
import type { ChosenPlace } from './types.ts';
import { useCurrentPosition } from './use-current-position.ts';
import { type PlaceSuggestion, usePlaceSuggestions } from './use-place-suggestions.ts';

type PlaceSearchProps = {
  /** The text field's id (for a visible label elsewhere, or aria-describedby targets). */
  id: string;
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion or the device position was chosen; nothing else is called for it. */
  onChoose: (place: ChosenPlace) => void;
  onClear: () => void;
  /** Geolocation failures, to be shown in the screen's error alert. */
  onError: (message: string) => void;
  /** Suggestions are biased towards this point. */
  near?: LatLng | null;
  describedBy?: string;
};

/**
 * Delivery-place search (docs/product/screens.md#home): an ARIA 1.2 combobox with a listbox of suggestions
 * (arrow keys, Enter, Escape), a clear button and a use-current-location button. Enter without an active
 * suggestion is left to the surrounding form.
 */
export function PlaceSearch(props: PlaceSearchProps) {
  const { id, label, placeholder, text, onTextChange, onChoose, onClear, onError, near, describedBy } = props;
  const { t } = useTranslation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [list, dispatch] = useReducer(suggestionListReducer, closedList);
  // Suggestions are for typed text only: not for a chosen place's address, nor after clearing.
  const [isTyped, setIsTyped] = useState(false);
  // Nor for the field's own words ("Current location", the placeholder), however they got there.
  const ownWords = [t('places.currentLocation'), placeholder];
  const { suggestions, isPending, query } = usePlaceSuggestions(
    text,
    near,
    isTyped && isSuggestionText(text, ownWords),
  );
  const onLocated = useCallback(
    (place: ChosenPlace) => {
      setIsTyped(false);
      onChoose(place);
    },
    [onChoose],
  );
  const { locate, isLocating } = useCurrentPosition({ onLocated, onError });

  useEffect(() => dispatch({ type: 'resultsChanged' }), [suggestions]);

  const isExpanded = list.isOpen && suggestions.length > 0;
  const showNoMatch = list.isOpen && isTyped && query !== '' && !isPending && suggestions.length === 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const choose = (suggestion: PlaceSuggestion) => {
    dispatch({ type: 'close' });
    setIsTyped(false);
    onChoose({
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
      address: suggestion.description,
      placeId: suggestion.placeId,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const index = suggestionForEnter(list, suggestions.length);
      const suggestion = index === null ? undefined : suggestions[index];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
      return;
    }
    if (!isNavigationKey(event.key)) return;
    // With nothing showing, Escape belongs to whatever contains the field (e.g. a dialog).
    if (event.key === 'Escape' && !isExpanded && !showNoMatch) return;
    event.preventDefault();
    if (event.key === 'Escape') event.stopPropagation();
    dispatch({ type: 'key', key: event.key, count: suggestions.length });
  };

  return (
    <div className="relative flex min-w-0 flex-1 items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <MapPin aria-hidden="true" className="pointer-events-none absolute start-4 size-5 text-primary-600" />
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={isExpanded && list.activeIndex >= 0 ? optionId(list.activeIndex) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          onTextChange(event.target.value);
          setIsTyped(true);
          dispatch({ type: 'typed' });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
        className="h-12 w-full min-w-0 rounded-full bg-transparent ps-12 pe-24 text-base text-stone-900 placeholder:text-stone-500"
      />
      <div className="absolute end-1 flex items-center">
        {text !== '' && (
          <button
            type="button"
            aria-label={t('places.clear')}
            onClick={() => {
              dispatch({ type: 'close' });
              setIsTyped(false);
              onClear();
              inputRef.current?.focus();
            }}
            className="flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        <button
          type="button"
          aria-label={isLocating ? t('places.locating') : t('places.useCurrentLocation')}
          title={t('places.useCurrentLocation')}
          aria-busy={isLocating}
          aria-disabled={isLocating}
          onClick={isLocating ? undefined : locate}
          className="flex size-10 items-center justify-center rounded-full text-primary-700 hover:bg-primary-50 aria-disabled:cursor-wait"
        >
          <LocateFixed aria-hidden="true" className={cn('size-5', isLocating && 'animate-pulse')} />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('places.suggestionsLabel')}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl bg-white py-1 text-start shadow-xl ring-1 ring-stone-200"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === list.activeIndex}
            // Keeps focus in the field, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={cn(
              'flex cursor-pointer items-start gap-3 px-4 py-2.5',
              index === list.activeIndex ? 'bg-primary-50' : 'hover:bg-stone-50',
            )}
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span className="min-w-0">
              <bdi className="block truncate font-semibold text-stone-900">{suggestion.mainText}</bdi>
              <bdi className="block truncate text-sm text-stone-600">{suggestion.secondaryText}</bdi>
            </span>
          </li>
        ))}
      </ul>
      {showNoMatch && (
        <p className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl bg-white px-4 py-3 text-start text-sm text-stone-700 shadow-xl ring-1 ring-stone-200">
          {t('places.noSuggestions')}
        </p>
      )}
      <p role="status" className="sr-only">
        {isExpanded ? t('places.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}

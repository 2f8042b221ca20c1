import { useCallback, useId } from 'react';
import { MapView } from '@/components/map/map-view.tsx';
import type { LatLng, MapMarker } from '@/components/map/types.ts';
import { PlaceSearch } from '@/components/place-search/place-search.tsx';
import type { ChosenPlace } from '@/components/place-search/types.ts';
import { useTranslation } from '@/hooks/use-translation.ts';

type Props = {
  address: string;
  position: LatLng | null;
  onAddress: (address: string) => void;
  onPosition: (position: LatLng, address?: string) => void;
  addressError?: string | undefined;
  positionError?: string | undefined;
  onLocateError: (message: string) => void;
};

// Where the map opens before a pin is placed: the whole world is of no use, so the platform's demo city.
const FALLBACK_CENTER: LatLng = { latitude: 33.6844, longitude: 73.0479 };

/**
 * The address typed or chosen from the geocoder's suggestions (which moves the pin), and a pin dragged
 * on the map for the exact spot customers and riders are sent to.
 */
export function LocationFields({ address, position, onAddress, onPosition, ...errors }: Props) {
  const { t } = useTranslation('adminRestaurants');
  const id = useId();
  const choose = useCallback(
    (place: ChosenPlace) => onPosition(place, place.address || undefined),
    [onPosition],
  );
  const markers: MapMarker[] = position
    ? [
        {
          id: 'restaurant-pin',
          position,
          label: t('form.pinLabel'),
          kind: 'restaurant',
          draggable: true,
          onDragEnd: onPosition,
        },
      ]
    : [];
  return (
    <div className="space-y-3 sm:col-span-2">
      {/* PlaceSearch labels its input itself; this is the same words, visible. */}
      <p aria-hidden="true" className="text-sm font-semibold text-stone-900">
        {t('form.address')}
      </p>
      <div className="rounded-full border border-stone-300 bg-white focus-within:border-primary-600">
        <PlaceSearch
          id={id}
          label={t('form.address')}
          placeholder={t('form.addressPlaceholder')}
          text={address}
          onTextChange={onAddress}
          onChoose={choose}
          onClear={() => onAddress('')}
          onError={errors.onLocateError}
          near={position}
          describedBy={errors.addressError ? `${id}-address-error` : undefined}
        />
      </div>
      {errors.addressError && (
        <p id={`${id}-address-error`} className="text-sm text-red-800">
          {errors.addressError}
        </p>
      )}
      <p className="text-xs text-stone-700">{t('form.pinHint')}</p>
      <MapView
        label={t('form.mapLabel')}
        center={position ?? FALLBACK_CENTER}
        zoom={position ? 16 : 11}
        markers={markers}
        height={280}
        controls={{ scrollWheelZoom: false }}
        isMainContent
      />
      <div className="flex flex-wrap items-center gap-3">
        {!position && (
          <button
            type="button"
            className="text-sm font-semibold text-primary-700 underline"
            onClick={() => onPosition(FALLBACK_CENTER)}
          >
            {t('form.placePin')}
          </button>
        )}
        {position && (
          <p className="text-xs text-stone-700">
            {t('form.pinAt', {
              latitude: position.latitude.toFixed(5),
              longitude: position.longitude.toFixed(5),
            })}
          </p>
        )}
      </div>
      {errors.positionError && <p className="text-sm text-red-800">{errors.positionError}</p>}
    </div>
  );
}

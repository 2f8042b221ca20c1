import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useClient } from 'urql';
import { reverseGeocode } from './api/reverse-geocode.ts';
import type { ChosenPlace } from './types.ts';

type Options = { onLocated: (place: ChosenPlace) => void; onError: (message: string) => void };

/**
 * "Use current location": the browser's position, then its address text
 * (docs/product/api.md#places-and-maps). Errors (docs/product/errors.md#ordering): "Geolocation is not
 * supported." when unavailable, otherwise the browser's own error text. An address lookup that fails still
 * sets the position; only the text is missing.
 */
export function useCurrentPosition({ onLocated, onError }: Options) {
  const { t } = useTranslation();
  const client = useClient();
  const [isLocating, setIsLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      onError(t('places.geolocationUnsupported'));
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        const found = await reverseGeocode(client, position).catch(() => null);
        setIsLocating(false);
        onLocated({ ...position, address: found?.formattedAddress ?? '', placeId: found?.placeId ?? null });
      },
      (error) => {
        setIsLocating(false);
        onError(error.message || t('errors.generic'));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [client, onError, onLocated, t]);

  return { locate, isLocating };
}

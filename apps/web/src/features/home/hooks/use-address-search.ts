import { useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import type { ChosenPlace } from '@/components/place-search/types.ts';
import { useAlertMessage } from '@/hooks/use-alert-message.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useLocationText } from '@/hooks/use-location-text.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { paths } from '@/lib/paths.ts';
import { placeToLocation } from '@/lib/place-to-location.ts';
import { locationForText } from './address-search.ts';

/**
 * The home address box. Choosing a place stores it at once (the map follows, and it survives a
 * reload); Find restaurants then only navigates while the field still shows a chosen place.
 */
export function useAddressSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { location: stored, setLocation } = useCurrentLocation();
  const storedText = useLocationText(stored);
  const [text, setText] = useState(storedText);
  const [chosen, setChosen] = useState<CurrentLocation | null>(stored);
  const [message, setMessage] = useAlertMessage();

  const changeText = (value: string) => {
    setText(value);
    setChosen(locationForText(value, stored, storedText));
    setMessage(null);
  };

  const choose = useCallback(
    (place: ChosenPlace) => {
      const location = placeToLocation(place);
      setLocation(location);
      setChosen(location);
      setText(place.address.trim() || t('places.currentLocation', { ns: 'translation' }));
      setMessage(null);
    },
    [setLocation, setMessage, t],
  );

  const submit = () => {
    if (!chosen) {
      setMessage(t('home.locationRequired'));
      return;
    }
    setLocation(chosen);
    navigate(paths.restaurantList);
  };

  return {
    text,
    changeText,
    clear: () => changeText(''),
    choose,
    showError: setMessage,
    submit,
    message,
    stored,
  };
}

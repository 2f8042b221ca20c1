import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useLocationText } from '@/hooks/use-location-text.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { paths } from '@/lib/paths.ts';
import { deviceLocation, locationForText } from './address-search.ts';

export function useAddressSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { location: stored, setLocation } = useCurrentLocation();
  const storedText = useLocationText(stored);
  const [text, setText] = useState(storedText);
  const [chosen, setChosen] = useState<CurrentLocation | null>(stored);
  const [message, setMessage] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);

  const changeText = (value: string) => {
    setText(value);
    setChosen(locationForText(value, stored, storedText));
    setMessage(null);
  };

  const clear = () => changeText('');

  const locate = () => {
    setMessage(null);
    if (!('geolocation' in navigator)) {
      setMessage(t('home.geolocationUnsupported'));
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setIsLocating(false);
        setChosen(deviceLocation(coords));
        setText(t('home.currentLocation'));
      },
      (error) => {
        setIsLocating(false);
        setMessage(error.message || t('errors.generic'));
      },
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  };

  const submit = () => {
    if (!chosen) {
      setMessage(t('home.locationRequired'));
      return;
    }
    setLocation(chosen);
    navigate(paths.restaurantList);
  };

  return { text, changeText, clear, locate, submit, isLocating, message };
}

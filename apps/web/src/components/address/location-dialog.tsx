import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useClient } from 'urql';
import { MapView } from '@/components/map/map-view.tsx';
import type { LatLng, MapMarker } from '@/components/map/types.ts';
import { reverseGeocode } from '@/components/place-search/api/reverse-geocode.ts';
import { PlaceSearch } from '@/components/place-search/place-search.tsx';
import type { ChosenPlace } from '@/components/place-search/types.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { DEFAULT_LOCATION } from '@/lib/current-location.ts';
import { type AddressDraft, addressProblem } from './address-model.ts';

/** The location dialog's map zoom (docs/product/limits.md#maps-and-layout). */
export const LOCATION_DIALOG_ZOOM = 16;

export type PickedLocation = { latitude: number; longitude: number; deliveryAddress: string };

type LocationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the pin starts and the text the field starts with. */
  initial: Pick<AddressDraft, 'latitude' | 'longitude' | 'deliveryAddress'>;
  onSubmit: (picked: PickedLocation) => void;
};

/**
 * The location dialog (docs/product/screens.md#addresses): place search with suggestions,
 * use-current-location and clear (inside PlaceSearch), a map at zoom 16 with a draggable pin, and submit.
 * Choosing a place, using the current location or dragging the pin moves the pin AND rewrites the address
 * text (the address of a dragged-to point comes from reverseGeocode). The pin cannot be dragged by keyboard;
 * search and current location do the same job from the keyboard.
 */
export function LocationDialog({ open, onOpenChange, initial, onSubmit }: LocationDialogProps) {
  const { t } = useTranslation('addresses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" closeLabel={t('common.close')}>
        {open && <LocationPicker initial={initial} onSubmit={onSubmit} />}
      </DialogContent>
    </Dialog>
  );
}

function LocationPicker({ initial, onSubmit }: Pick<LocationDialogProps, 'initial' | 'onSubmit'>) {
  const { t } = useTranslation('addresses');
  const client = useClient();
  const fieldId = useId();
  const messageId = useId();
  const [position, setPosition] = useState<LatLng | null>(
    initial.latitude !== null && initial.longitude !== null
      ? { latitude: initial.latitude, longitude: initial.longitude }
      : null,
  );
  // The map stays where it was when the pin is cleared away.
  const [center, setCenter] = useState<LatLng>(position ?? DEFAULT_LOCATION);
  const [text, setText] = useState(initial.deliveryAddress);
  const [message, setMessage] = useState<string | null>(null);
  const [isResolving, setIsResolving] = useState(false);
  const lookup = useRef(0);

  const moveTo = useCallback((next: LatLng) => {
    setPosition(next);
    setCenter(next);
    setMessage(null);
  }, []);

  const choose = useCallback(
    (place: ChosenPlace) => {
      lookup.current += 1;
      moveTo({ latitude: place.latitude, longitude: place.longitude });
      if (place.address.trim() !== '') setText(place.address);
    },
    [moveTo],
  );

  const onDragEnd = useCallback(
    (next: LatLng) => {
      moveTo(next);
      const request = ++lookup.current;
      setIsResolving(true);
      reverseGeocode(client, next)
        .then((found) => {
          if (request === lookup.current && found.formattedAddress) setText(found.formattedAddress);
        })
        .catch(() => undefined)
        .finally(() => {
          if (request === lookup.current) setIsResolving(false);
        });
    },
    [client, moveTo],
  );

  const markers: MapMarker[] = position
    ? [
        {
          id: 'delivery-pin',
          position,
          label: t('location.pinLabel'),
          kind: 'home',
          draggable: true,
          onDragEnd,
        },
      ]
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      deliveryAddress: text,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    };
    const problem = addressProblem(draft);
    if (problem) return setMessage(t(`validation.${problem}`));
    onSubmit({ latitude: position!.latitude, longitude: position!.longitude, deliveryAddress: text.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4 overflow-y-auto p-5 sm:p-6">
      <div className="pe-12">
        <DialogTitle>{t('location.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm">{t('location.description')}</DialogDescription>
      </div>
      <div className="rounded-full border border-stone-300 bg-white shadow-sm focus-within:border-primary-600">
        <PlaceSearch
          id={fieldId}
          label={t('location.searchLabel')}
          placeholder={t('location.searchPlaceholder')}
          text={text}
          onTextChange={(value) => {
            setText(value);
            setMessage(null);
          }}
          onChoose={choose}
          onClear={() => {
            // Clearing forgets the place too: typed words are not a position until one is chosen.
            lookup.current += 1;
            setText('');
            setPosition(null);
            setIsResolving(false);
          }}
          onError={setMessage}
          near={position}
          describedBy={messageId}
        />
      </div>
      <p id={messageId} role="alert" className="min-h-5 text-sm font-medium text-red-700 empty:min-h-0">
        {message}
      </p>
      <MapView
        label={t('location.mapLabel')}
        center={center}
        zoom={LOCATION_DIALOG_ZOOM}
        markers={markers}
        controls={{ scrollWheelZoom: false }}
        className="h-64 shrink-0 sm:h-80"
      />
      <p role="status" className="text-sm text-stone-600">
        {isResolving ? t('location.resolving') : ''}
      </p>
      <Button type="submit" size="lg" className="w-full">
        {t('location.submit')}
      </Button>
    </form>
  );
}

import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { PlaceSearch } from '@/components/place-search/place-search.tsx';
import type { ChosenPlace } from '@/components/place-search/types.ts';
import { ArrowRight } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useSession } from '@/hooks/use-session.ts';
import { placeToLocation } from '@/lib/place-to-location.ts';
import { SavedAddressChoices } from './saved-address-choices.tsx';

type DeliveryBarPanelProps = {
  id: string;
  /** The bar's wrapper: a press outside it closes the panel. */
  anchorRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
};

/**
 * The open "Delivering to" panel (docs/product/screens.md#addresses): place autocomplete with use-my-location
 * and clear, a confirm arrow, and for signed-in customers their saved addresses. Confirming a place makes it
 * the current location without saving an address; choosing a saved one selects it ("Address Selected").
 * A non-modal dialog: Escape or a press outside closes it.
 */
export default function DeliveryBarPanel({ id, anchorRef, onClose }: DeliveryBarPanelProps) {
  const { t, ready } = useTranslation('addresses');
  const { isLoggedIn } = useSession();
  const { profile } = useProfile();
  const { location, setLocation } = useCurrentLocation();
  const titleId = useId();
  const fieldId = useId();
  const messageId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChosenPlace | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, onClose]);

  useEffect(() => {
    if (ready) document.getElementById(fieldId)?.focus();
  }, [ready, fieldId]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMessage(t('bar.choosePlace'));
    setLocation(placeToLocation(chosen));
    onClose(true);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose(true);
      }}
      className="absolute inset-x-0 top-full z-50 mt-1 flex flex-col gap-3 rounded-2xl bg-white p-3 text-start shadow-xl ring-1 ring-stone-200 lg:end-auto lg:w-[28rem]"
    >
      {!ready ? (
        <Spinner className="m-4" />
      ) : (
        <>
          <h2 id={titleId} className="px-1 text-sm font-bold text-stone-900">
            {t('bar.title')}
          </h2>
          <form noValidate onSubmit={confirm} className="flex items-center gap-2">
            <div className="min-w-0 flex-1 rounded-full border border-stone-300 focus-within:border-primary-600">
              <PlaceSearch
                id={fieldId}
                label={t('bar.searchLabel')}
                placeholder={t('bar.placeholder')}
                text={text}
                onTextChange={(value) => {
                  setText(value);
                  setChosen(null);
                  setMessage(null);
                }}
                onChoose={(place) => {
                  setChosen(place);
                  setText(place.address);
                  setMessage(null);
                }}
                onClear={() => {
                  setText('');
                  setChosen(null);
                }}
                onError={setMessage}
                near={location}
                describedBy={messageId}
              />
            </div>
            <button
              type="submit"
              aria-label={t('bar.confirm')}
              title={t('bar.confirm')}
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white shadow-sm hover:bg-primary-700"
            >
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </form>
          <p id={messageId} role="alert" className="px-1 text-sm font-medium text-red-700 empty:hidden">
            {message}
          </p>
          {isLoggedIn && (
            <SavedAddressChoices addresses={profile?.addresses ?? null} onChosen={() => onClose(true)} />
          )}
        </>
      )}
    </div>
  );
}

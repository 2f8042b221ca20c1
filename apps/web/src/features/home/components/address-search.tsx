import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { LocateFixed, MapPin, X } from '@/components/ui/icons.ts';
import { useAddressSearch } from '../hooks/use-address-search.ts';

/** Delivery-address box: location text, clear, use-my-location, and Find restaurants (or Enter). */
export function AddressSearch() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { text, changeText, clear, locate, submit, isLocating, message } = useAddressSearch();

  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="w-full max-w-2xl"
    >
      <div className="flex flex-col gap-3 rounded-3xl bg-white p-2 shadow-xl ring-1 shadow-primary-900/10 ring-stone-200 sm:flex-row sm:items-center sm:rounded-full">
        <div className="relative flex min-w-0 flex-1 items-center">
          <label htmlFor="delivery-address" className="sr-only">
            {t('home.addressLabel')}
          </label>
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute start-4 size-5 text-primary-600"
          />
          <input
            ref={inputRef}
            id="delivery-address"
            type="text"
            autoComplete="street-address"
            value={text}
            placeholder={t('home.addressPlaceholder')}
            aria-describedby={message ? 'delivery-address-message' : undefined}
            onChange={(event) => changeText(event.target.value)}
            className="h-12 w-full min-w-0 rounded-full bg-transparent ps-12 pe-24 text-base text-stone-900 placeholder:text-stone-500"
          />
          <div className="absolute end-1 flex items-center">
            {text !== '' && (
              <button
                type="button"
                aria-label={t('home.clearAddress')}
                onClick={() => {
                  clear();
                  inputRef.current?.focus();
                }}
                className="flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
            <button
              type="button"
              aria-label={isLocating ? t('home.locating') : t('home.useMyLocation')}
              aria-busy={isLocating}
              onClick={locate}
              className="flex size-10 items-center justify-center rounded-full text-primary-700 hover:bg-primary-50"
            >
              <LocateFixed aria-hidden="true" className={isLocating ? 'size-5 animate-pulse' : 'size-5'} />
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {t('home.findRestaurants')}
        </Button>
      </div>
      <p
        id="delivery-address-message"
        role="alert"
        className="mt-3 min-h-6 px-4 text-sm font-medium text-red-800"
      >
        {message}
      </p>
    </form>
  );
}

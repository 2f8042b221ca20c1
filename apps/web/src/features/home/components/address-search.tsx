import { useTranslation } from '@/hooks/use-translation.ts';
import { PlaceSearch } from '@/components/place-search/place-search.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAddressSearch } from '../hooks/use-address-search.ts';

/** Delivery-address box: place search, clear, use-my-location, and Find restaurants (or Enter). */
export function AddressSearch() {
  const { t } = useTranslation('home');
  const { text, changeText, clear, choose, showError, submit, message, stored } = useAddressSearch();

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
        <PlaceSearch
          id="delivery-address"
          label={t('home.addressLabel')}
          placeholder={t('home.addressPlaceholder')}
          text={text}
          onTextChange={changeText}
          onChoose={choose}
          onClear={clear}
          onError={showError}
          near={stored}
          describedBy={message ? 'delivery-address-message' : undefined}
        />
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

import { useTranslation } from '@/hooks/use-translation.ts';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Fills the map's box while the map code or its configuration loads. */
export function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex size-full items-center justify-center bg-stone-100">
      <Spinner label={t('places.map.loading')} />
    </div>
  );
}

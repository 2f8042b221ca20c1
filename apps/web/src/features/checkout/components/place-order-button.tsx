import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';

/** The order button, busy while PlaceOrder runs so a double click cannot send a second request. */
export function PlaceOrderButton({ isPlacing, onPlace }: { isPlacing: boolean; onPlace: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Button size="lg" className="w-full" onClick={onPlace} disabled={isPlacing} aria-busy={isPlacing}>
      {isPlacing && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {isPlacing ? t('place.busy') : t('place.button')}
    </Button>
  );
}

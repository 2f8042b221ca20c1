import { useTranslation } from '@/hooks/use-translation.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/lib/paths.ts';

type ClosedRestaurantDialogProps = {
  open: boolean;
  name: string;
  onGoToMenu: () => void;
  /** Escape or the overlay; defaults to "Go to menu" (the restaurant page stays where it is). */
  onDismiss?: () => void;
};

/**
 * The closed dialog (docs/product/screens.md#restaurant-page): other restaurants (home) or browse the menu
 * anyway. Shared by the restaurant page and checkout.
 */
export function ClosedRestaurantDialog({ open, name, onGoToMenu, onDismiss }: ClosedRestaurantDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && (onDismiss ?? onGoToMenu)()}>
      <DialogContent className="gap-3 p-6">
        <DialogTitle>{t('closedRestaurant.title', { name })}</DialogTitle>
        <DialogDescription>{t('closedRestaurant.description')}</DialogDescription>
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onGoToMenu}>
            {t('closedRestaurant.goToMenu')}
          </Button>
          <ButtonLink to={paths.home}>{t('closedRestaurant.seeOther')}</ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default ClosedRestaurantDialog;

import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { DeleteZoneDocument, type AdminZoneFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

/** The confirmation before a zone is deleted; the server's refusal (members left) is shown as is. */
export function DeleteZoneDialog({
  zone,
  onClose,
  onDeleted,
}: {
  zone: AdminZoneFieldsFragment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminZones');
  const [{ fetching, error }, deleteZone] = useTypedMutation(DeleteZoneDocument);
  return (
    <Dialog open={zone !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-4 p-6">
        <DialogTitle>{t('deleteDialog.title', { title: zone?.title ?? '' })}</DialogTitle>
        <DialogDescription className="text-stone-700">{t('deleteDialog.body')}</DialogDescription>
        {error && <Alert>{errorMessage(error)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('deleteDialog.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={fetching}
            onClick={async () => {
              if (!zone) return;
              const result = await deleteZone({ id: zone._id });
              if (!result.error) onDeleted();
            }}
          >
            {fetching ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

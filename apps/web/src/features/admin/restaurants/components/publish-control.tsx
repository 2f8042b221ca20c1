import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import {
  PublishRestaurantDocument,
  UnpublishRestaurantDocument,
  type RestaurantStatus,
} from '@/gql/graphql.ts';

/**
 * Publish (customers see it and can order) or unpublish (hidden, orders refused), each after a
 * confirmation that says what customers will see.
 */
export function PublishControl({ id, status }: { id: string; status: RestaurantStatus }) {
  const { t } = useTranslation('adminRestaurants');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [publishing, publish] = useTypedMutation(PublishRestaurantDocument);
  const [unpublishing, unpublish] = useTypedMutation(UnpublishRestaurantDocument);
  const isPublished = status === 'PUBLISHED';
  const busy = publishing.fetching || unpublishing.fetching;

  const confirm = async () => {
    setError(null);
    const result = isPublished ? await unpublish({ id }) : await publish({ id });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? t('errors.save'));
    setOpen(false);
  };

  return (
    <>
      <Button variant={isPublished ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {isPublished ? t('publish.unpublish') : t('publish.publish')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('publish.cancel')} className="space-y-4 p-6">
          <DialogTitle className="pe-10 text-lg font-bold">
            {isPublished ? t('publish.unpublishTitle') : t('publish.publishTitle')}
          </DialogTitle>
          <DialogDescription className="text-sm text-stone-800">
            {isPublished ? t('publish.unpublishText') : t('publish.publishText')}
          </DialogDescription>
          {error && <Alert>{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('publish.cancel')}
            </Button>
            <Button disabled={busy} onClick={() => void confirm()}>
              {isPublished ? t('publish.unpublish') : t('publish.publish')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import {
  ReactivateRiderDocument,
  SetRiderZoneDocument,
  SuspendRiderDocument,
  type AdminRiderFieldsFragment,
  type RiderWorkStatus,
} from '@/gql/graphql.ts';

const BADGES: Record<RiderWorkStatus, string> = {
  OFFLINE: 'bg-stone-100 text-stone-800',
  ONLINE: 'bg-emerald-100 text-emerald-900',
  ON_DELIVERY: 'bg-sky-100 text-sky-900',
};

/** One rider: status badges, the zone select (saved on change) and suspend/reactivate, confirmed. */
export function RiderRow({
  rider,
  zones,
  onChanged,
}: {
  rider: AdminRiderFieldsFragment;
  zones: readonly { id: string; title: string }[];
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('adminPeople');
  const errorText = useApiErrorText();
  const zoneId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suspending, suspend] = useTypedMutation(SuspendRiderDocument);
  const [reactivating, reactivate] = useTypedMutation(ReactivateRiderDocument);
  const [, setZone] = useTypedMutation(SetRiderZoneDocument);
  const suspended = rider.suspendedAt !== null;

  const toggle = async () => {
    const result = suspended ? await reactivate({ id: rider.id }) : await suspend({ id: rider.id });
    if (result.error) return setError(errorText(result.error));
    setConfirming(false);
    onChanged(t(suspended ? 'riders.reactivated' : 'riders.suspended', { name: rider.name }));
  };
  const changeZone = async (zone: string) => {
    setError(null);
    const result = await setZone({ id: rider.id, zone: zone || null });
    if (result.error) return setError(errorText(result.error));
    const title = zones.find((option) => option.id === zone)?.title ?? t('common.noZone');
    onChanged(t('riders.zoneSaved', { name: rider.name, zone: title }));
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{rider.name}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[rider.status]}`}>
            {t(`riders.status.${rider.status}`)}
          </span>
          {suspended && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
              {t('riders.suspendedBadge')}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-stone-700">
          {[rider.email, rider.phone].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={zoneId} className="sr-only">
          {t('riders.zoneOf', { name: rider.name })}
        </label>
        <select
          id={zoneId}
          value={rider.zoneId ?? ''}
          onChange={(event) => void changeZone(event.target.value)}
          className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900"
        >
          <option value="">{t('common.noZone')}</option>
          {zones.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {t(suspended ? 'riders.reactivate' : 'riders.suspend')}
        </Button>
      </div>
      {error && !confirming && <Alert className="md:basis-full">{error}</Alert>}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="gap-4 p-6">
          <DialogTitle>
            {t(suspended ? 'riders.reactivateTitle' : 'riders.suspendTitle', { name: rider.name })}
          </DialogTitle>
          <DialogDescription>
            {t(suspended ? 'riders.reactivateBody' : 'riders.suspendBody')}
          </DialogDescription>
          {error && <Alert>{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </DialogClose>
            <Button onClick={() => void toggle()} disabled={suspending.fetching || reactivating.fetching}>
              {t(suspended ? 'riders.reactivate' : 'riders.suspend')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}

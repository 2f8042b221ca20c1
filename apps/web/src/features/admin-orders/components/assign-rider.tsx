import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { AdminAssignRiderDocument, OrderAdminRidersDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

/** Assign or reassign a rider by hand (adminAssignRider): online riders, their zone in the option. */
export function AssignRider({
  orderId,
  currentRiderId,
  onDone,
}: {
  orderId: string;
  currentRiderId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminOrders');
  const id = useId();
  const [{ data, error }] = useTypedQuery({ query: OrderAdminRidersDocument, requestPolicy: 'network-only' });
  const [{ fetching }, assign] = useTypedMutation(AdminAssignRiderDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const riders = (data?.orderAdminRiders ?? []).filter((rider) => rider._id !== currentRiderId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rider = String(new FormData(event.currentTarget).get('rider') ?? '');
    if (!rider) return;
    setFailure(null);
    setDone(false);
    const result = await assign({ order: orderId, rider });
    if (result.error) return setFailure(errorMessage(result.error));
    setDone(true);
    onDone();
  };

  if (error) return <Alert>{t('assign.ridersError', { message: errorMessage(error) })}</Alert>;
  const assigned = done && (
    <p role="status" className="w-full text-sm text-green-800">
      {t('assign.done')}
    </p>
  );
  // Right after an assignment the only online rider may be the one just given the order: the
  // confirmation stays, and the text says no *other* rider is online.
  if (data && riders.length === 0)
    return (
      <>
        <p className="text-sm text-stone-800">{currentRiderId ? t('assign.noneOther') : t('assign.none')}</p>
        {assigned}
      </>
    );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-stone-900">
          {t('assign.rider')}
        </label>
        <select
          id={id}
          name="rider"
          required
          defaultValue=""
          className="h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900"
        >
          <option value="" disabled>
            {t('assign.choose')}
          </option>
          {riders.map((rider) => (
            <option key={rider._id} value={rider._id}>
              {rider.zoneName ? `${rider.name} · ${rider.zoneName}` : rider.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={fetching || !data}>
        {currentRiderId ? t('assign.reassign') : t('assign.assign')}
      </Button>
      {failure && <Alert className="w-full">{t('assign.failed', { message: failure })}</Alert>}
      {assigned}
    </form>
  );
}

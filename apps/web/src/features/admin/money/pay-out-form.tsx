import { lastSundayBefore } from '@food/domain';
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
import { CreatePayoutsDocument, type AdminMoneyQuery, type PayoutPartyKind } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';

type Account = AdminMoneyQuery['ledgerAccounts']['accounts'][number];
const PARTY_OF: Record<string, PayoutPartyKind> = {
  RESTAURANT_PAYABLE: 'RESTAURANT',
  RESTAURANT_CASH: 'RESTAURANT',
  RIDER_PAYABLE: 'RIDER',
  RIDER_CASH: 'RIDER',
};
export const fieldClasses = 'h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900';

/** The restaurants and riders that have accounts, for "one party" (value `KIND:id`). */
function partiesOf(accounts: readonly Account[]) {
  const parties = new Map<string, string>();
  for (const account of accounts) {
    const kind = PARTY_OF[account.kind];
    if (kind) parties.set(`${kind}:${account.owner}`, account.ownerName ?? account.owner);
  }
  return [...parties.entries()].sort((a, b) => a[1].localeCompare(b[1]));
}

/** "Pay out" for a week ending (default last Sunday), for everyone or one party, after a confirmation. */
export function PayOutForm({
  accounts,
  onDone,
}: {
  accounts: readonly Account[];
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('adminMoney');
  const errorText = useApiErrorText();
  const dayId = useId();
  const partyId = useId();
  const [day, setDay] = useState(() => lastSundayBefore(new Date()));
  const [party, setParty] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, create] = useTypedMutation(CreatePayoutsDocument);
  const parties = partiesOf(accounts);
  const partyName = parties.find(([value]) => value === party)?.[1];

  const run = async () => {
    const [kind, id] = party.split(':') as [PayoutPartyKind, string];
    const result = await create({ input: { periodEnd: day, party: party ? { kind, id } : null } });
    if (result.error) return setError(errorText(result.error));
    setConfirming(false);
    onDone(t('payOut.done', { count: result.data?.createPayouts.length ?? 0 }));
  };

  return (
    <form
      aria-labelledby="pay-out-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 md:flex-row md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        setConfirming(true);
      }}
    >
      <h2 id="pay-out-title" className="text-lg font-semibold text-stone-900 md:me-auto md:self-center">
        {t('payOut.title')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={dayId} className="text-sm font-medium text-stone-800">
          {t('payOut.weekEnding')}
        </label>
        <input
          id={dayId}
          type="date"
          required
          value={day}
          onChange={(e) => setDay(e.target.value)}
          className={fieldClasses}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={partyId} className="text-sm font-medium text-stone-800">
          {t('payOut.party')}
        </label>
        <select
          id={partyId}
          value={party}
          onChange={(e) => setParty(e.target.value)}
          className={fieldClasses}
        >
          <option value="">{t('payOut.everyone')}</option>
          {parties.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t('payOut.button')}</Button>
      {error && !confirming && <Alert className="md:basis-full">{error}</Alert>}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="gap-4 p-6">
          <DialogTitle>{t('payOut.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {partyName ? t('payOut.confirmOne', { name: partyName, day }) : t('payOut.confirmAll', { day })}
          </DialogDescription>
          {error && <Alert>{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </DialogClose>
            <Button onClick={() => void run()} disabled={state.fetching}>
              {t('payOut.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

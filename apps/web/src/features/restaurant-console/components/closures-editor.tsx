import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  ConsoleAddClosureDocument,
  ConsoleClosuresDocument,
  ConsoleRemoveClosureDocument,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

/** Closed days (holidays) in the Hours tab: closed all that day, scheduled orders refused. */
export function ClosuresEditor({ restaurant }: { restaurant: { _id: string } }) {
  const { t } = useTranslation('console');
  const ids = { date: useId(), note: useId() };
  const [{ data, fetching, error }, reload] = useTypedQuery({
    query: ConsoleClosuresDocument,
    variables: { restaurant: restaurant._id },
  });
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, add] = useTypedMutation(ConsoleAddClosureDocument);
  const [removing, remove] = useTypedMutation(ConsoleRemoveClosureDocument);
  const refresh = () => reload({ requestPolicy: 'network-only' });

  const onAdd = async () => {
    setFailure(null);
    const result = await add({ restaurant: restaurant._id, date, note: note || null });
    if (result.error) return setFailure(errorMessage(result.error));
    setDate('');
    setNote('');
    refresh();
  };
  const onRemove = async (day: string) => {
    setFailure(null);
    setConfirming(null);
    const result = await remove({ restaurant: restaurant._id, date: day });
    if (result.error) return setFailure(errorMessage(result.error));
    refresh();
  };

  return (
    <section aria-labelledby="closures-title" className="space-y-3">
      <h2 id="closures-title" className="text-lg font-bold text-stone-900">
        {t('closures.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('closures.text')}</p>
      {fetching && !data && <Spinner />}
      {error && <Alert>{errorMessage(error)}</Alert>}
      {data && data.consoleClosures.length === 0 && <p className="text-stone-700">{t('closures.empty')}</p>}
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {data?.consoleClosures.map((closure) => (
          <li key={closure._id} className="flex flex-wrap items-center gap-3 px-4 py-2">
            <span className="font-semibold text-stone-900">{closure.date}</span>
            <span className="grow text-stone-700">{closure.note}</span>
            {confirming === closure.date ? (
              <>
                <Button disabled={removing.fetching} onClick={() => void onRemove(closure.date)}>
                  {t('closures.confirmRemove', { date: closure.date })}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  {t('closures.keep')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(closure.date)}>
                {t('closures.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void onAdd();
        }}
      >
        <label htmlFor={ids.date} className="flex flex-col text-sm font-semibold text-stone-800">
          {t('closures.date')}
          <input
            id={ids.date}
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="h-10 rounded-lg border border-stone-300 px-2"
          />
        </label>
        <label htmlFor={ids.note} className="flex grow flex-col text-sm font-semibold text-stone-800">
          {t('closures.note')}
          <input
            id={ids.note}
            maxLength={120}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="h-10 rounded-lg border border-stone-300 px-2"
          />
        </label>
        <Button type="submit" disabled={adding.fetching || !date}>
          {t('closures.add')}
        </Button>
      </form>
      {failure && <Alert>{t('actions.failed', { message: failure })}</Alert>}
    </section>
  );
}

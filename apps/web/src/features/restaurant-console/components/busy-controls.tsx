import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  ConsoleBusyDocument,
  ConsolePauseUntilDocument,
  ConsoleResumeDocument,
  ConsoleSetExtraTimeDocument,
  type ConsoleBusyFieldsFragment,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { useRefetchAt } from '../hooks/use-refetch-at.ts';

const EXTRA = [0, 10, 15, 30];
const PAUSES = [30, 60];

/**
 * Busy controls on the board (docs/restaurant-console.md "Busy controls"): extra minutes on every
 * estimate, a pause that ends by itself (with the time it ends), and resume.
 */
export function BusyControls({ restaurant }: { restaurant: { _id: string; timeZone: string } }) {
  const { t, i18n } = useTranslation('console');
  const [{ data }, refetch] = useTypedQuery({ query: ConsoleBusyDocument });
  const [latest, setLatest] = useState<ConsoleBusyFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [extraState, setExtra] = useTypedMutation(ConsoleSetExtraTimeDocument);
  const [pauseState, pause] = useTypedMutation(ConsolePauseUntilDocument);
  const [resumeState, resume] = useTypedMutation(ConsoleResumeDocument);
  const busy = latest ?? data?.consoleRestaurants.find((r) => r._id === restaurant._id);
  const working = extraState.fetching || pauseState.fetching || resumeState.fetching;
  // When the pause ends by itself, the server's answer (not the last mutation's) says so.
  useRefetchAt(busy?.pausedUntil, () => {
    setLatest(null);
    refetch({ requestPolicy: 'network-only' });
  });

  const run = async (
    action: Promise<{ data?: Record<string, ConsoleBusyFieldsFragment> | null; error?: unknown }>,
  ) => {
    setFailure(null);
    const result = await action;
    if (result.error) setFailure(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
    const view = result.data && Object.values(result.data)[0];
    if (view) setLatest(view);
  };
  if (!busy) return null;
  const until = busy.pausedUntil
    ? new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: restaurant.timeZone,
      }).format(new Date(busy.pausedUntil))
    : null;
  const paused = until !== null || !busy.isAvailable;

  return (
    <section
      aria-labelledby="busy-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="busy-title" className="font-bold text-stone-900">
        {t('busy.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('busy.extraLabel')}>
        <span className="text-sm font-semibold text-stone-800">{t('busy.extraLabel')}</span>
        {EXTRA.map((minutes) => (
          <Button
            key={minutes}
            variant={busy.extraPreparationMinutes === minutes ? 'primary' : 'secondary'}
            aria-pressed={busy.extraPreparationMinutes === minutes}
            disabled={working}
            onClick={() => void run(setExtra({ restaurant: restaurant._id, minutes }))}
          >
            {minutes === 0 ? t('busy.noExtra') : t('busy.extra', { count: minutes })}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm font-semibold text-stone-800">
          {until
            ? t('busy.pausedUntil', { time: until })
            : paused
              ? t('busy.pausedManual')
              : t('busy.taking')}
        </p>
        {paused ? (
          <Button disabled={working} onClick={() => void run(resume({ restaurant: restaurant._id }))}>
            {t('busy.resume')}
          </Button>
        ) : (
          <>
            {PAUSES.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                disabled={working}
                onClick={() => void run(pause({ restaurant: restaurant._id, minutes, restOfDay: null }))}
              >
                {t('busy.pauseFor', { count: minutes })}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={working}
              onClick={() => void run(pause({ restaurant: restaurant._id, minutes: null, restOfDay: true }))}
            >
              {t('busy.pauseRestOfDay')}
            </Button>
          </>
        )}
      </div>
      {failure && <Alert>{t('actions.failed', { message: failure })}</Alert>}
    </section>
  );
}

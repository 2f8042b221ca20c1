import { WEEK_DAYS } from '@food/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConsoleUpdateOpeningTimesDocument, type ConsoleRestaurantFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { toOpeningTimesInput, toWeekDraft, type WeekDraft } from '../utils/hours.ts';

const MAX_WINDOWS = 6;

/** Opening hours per weekday, in the restaurant's own time zone; saved as a whole week. */
export function HoursEditor({ restaurant }: { restaurant: ConsoleRestaurantFieldsFragment }) {
  const { t } = useTranslation('console');
  const [week, setWeek] = useState<WeekDraft>(() => toWeekDraft(restaurant.openingTimes));
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [{ fetching }, save] = useTypedMutation(ConsoleUpdateOpeningTimesDocument);

  const edit = (
    day: keyof WeekDraft,
    change: (windows: WeekDraft[keyof WeekDraft]) => WeekDraft[keyof WeekDraft],
  ) => setWeek((current) => ({ ...current, [day]: change(current[day]) }));

  const submit = async () => {
    const input = toOpeningTimesInput(week);
    if (!input.ok) {
      setMessage({ kind: 'error', text: t('hours.invalid', { day: t(`days.${input.day}`) }) });
      return;
    }
    const result = await save({ restaurant: restaurant._id, openingTimes: input.value });
    setMessage(
      result.error
        ? { kind: 'error', text: t('actions.failed', { message: errorMessage(result.error) }) }
        : { kind: 'saved', text: t('hours.saved') },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-stone-700">{t('hours.timeZone', { zone: restaurant.timeZone })}</p>
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        {WEEK_DAYS.map((day) => (
          <li key={day} className="space-y-2 px-4 py-3">
            <fieldset className="space-y-2">
              <legend className="font-bold text-stone-900">{t(`days.${day}`)}</legend>
              {week[day].length === 0 && <p className="text-sm text-stone-700">{t('hours.closed')}</p>}
              {week[day].map((window, index) => (
                <div key={index} className="flex flex-wrap items-end gap-2">
                  {(['start', 'end'] as const).map((edge) => (
                    <label key={edge} className="flex flex-col text-xs font-semibold text-stone-800">
                      {t(edge === 'start' ? 'hours.opens' : 'hours.closes')}
                      <input
                        type="time"
                        required
                        value={window[edge]}
                        onChange={(event) =>
                          edit(day, (windows) =>
                            windows.map((w, i) => (i === index ? { ...w, [edge]: event.target.value } : w)),
                          )
                        }
                        className="h-10 rounded-xl border border-stone-300 px-2 text-base text-stone-900"
                        dir="ltr"
                      />
                    </label>
                  ))}
                  <Button
                    variant="ghost"
                    onClick={() => edit(day, (windows) => windows.filter((_w, i) => i !== index))}
                  >
                    {t('hours.remove')}
                  </Button>
                </div>
              ))}
              {week[day].length < MAX_WINDOWS && (
                <Button
                  variant="secondary"
                  onClick={() => edit(day, (windows) => [...windows, { start: '09:00', end: '17:00' }])}
                >
                  {t('hours.add')}
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ul>
      {message &&
        (message.kind === 'error' ? (
          <Alert>{message.text}</Alert>
        ) : (
          <p role="status" className="font-semibold text-green-800">
            {message.text}
          </p>
        ))}
      <Button type="submit" disabled={fetching}>
        {t('hours.save')}
      </Button>
    </form>
  );
}

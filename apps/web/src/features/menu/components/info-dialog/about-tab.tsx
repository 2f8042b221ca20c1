import { weekdayInZone } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { MapPin } from '@/components/ui/icons.ts';
import type { RestaurantInfoQuery } from '@/gql/graphql.ts';
import { weekDayName, weekHours } from '../../utils/opening-hours-display.ts';

type Info = RestaurantInfoQuery['restaurant'];

/** Delivery hours for SUN..SAT ("closed all day" when a day has none) and the address. */
export function AboutTab({ info }: { info: Info }) {
  const { t, i18n } = useTranslation('menu');
  const today = safeToday(info.timeZone);
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h3 className="font-bold text-stone-900">{t('menu.info.deliveryHours')}</h3>
        <dl className="divide-y divide-stone-100">
          {weekHours(info.openingTimes).map(({ day, windows }) => (
            <div
              key={day}
              className={cn('flex justify-between gap-4 py-2 text-sm', day === today && 'font-semibold')}
            >
              <dt className="text-stone-900">
                {weekDayName(day, i18n.language)}
                {day === today && <span className="text-primary-700"> · {t('menu.info.today')}</span>}
              </dt>
              <dd className="text-end text-stone-700 tabular-nums">
                {windows.length === 0 ? (
                  t('menu.info.closedAllDay')
                ) : (
                  <ul>
                    {windows.map((window) => (
                      <li key={window} dir="ltr">
                        {window}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="space-y-2">
        <h3 className="font-bold text-stone-900">{t('menu.info.address')}</h3>
        <p className="flex items-start gap-2 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <bdi>{info.address}</bdi>
        </p>
      </section>
    </div>
  );
}

// Hours are the restaurant's own, so "today" is today in its time zone; an unknown zone shows none.
function safeToday(timeZone: string) {
  try {
    return weekdayInZone(new Date(), timeZone);
  } catch {
    return undefined;
  }
}

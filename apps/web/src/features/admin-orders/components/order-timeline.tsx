import type { AdminOrderDetailFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { formatDateTime } from '../utils/format.ts';

type Event = AdminOrderDetailFieldsFragment['history'][number];
const ROLES = ['CUSTOMER', 'RESTAURANT', 'RIDER', 'ADMIN', 'SUPPORT', 'SYSTEM'] as const;
type Role = (typeof ROLES)[number];
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Each status the order entered, oldest first, with who moved it and when. */
export function OrderTimeline({ history }: { history: Event[] }) {
  const { t, i18n } = useTranslation('adminOrders');
  if (history.length === 0) return <p className="text-sm text-stone-800">{t('detail.noHistory')}</p>;
  return (
    <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
      {history.map((event, index) => {
        const role = isRole(event.actorRole) ? t(`roles.${event.actorRole}`) : event.actorRole;
        return (
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-primary-600"
            />
            <p className="font-semibold text-stone-900">{t(`status.${event.status}`)}</p>
            <p className="text-sm text-stone-800">
              <time dateTime={event.at}>{formatDateTime(event.at, i18n.resolvedLanguage)}</time> ·{' '}
              {event.actorName ? t('detail.by', { role, name: event.actorName }) : role}
            </p>
            {event.note && <p className="text-sm text-stone-700">{event.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

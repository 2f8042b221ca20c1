import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { AuditEntriesDocument, type AuditEntriesQuery } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { AuditChanges } from './components/audit-changes.tsx';
import { AuditFilters, type AuditFilterValues } from './components/audit-filters.tsx';
import { formatDateTime } from './utils/format.ts';
import { dayEnd, dayStart, PAGE_SIZE, pageOf, withParams } from './utils/filters.ts';

type Entry = AuditEntriesQuery['auditEntries']['items'][number];

/**
 * /admin/audit (docs/admin.md "Audit log"): who changed what, newest first, filtered by entity type,
 * action, dates and (from a row's actor button) one actor. ADMIN only. Each change is a card: it reads
 * as stacked cards on a phone and as rows on a tablet.
 */
export default function AuditPage() {
  const { t, i18n } = useTranslation('adminOrders');
  usePageView(t('audit.documentTitle'));
  const [params, setParams] = useSearchParams();
  const values: AuditFilterValues = {
    entityType: params.get('entityType') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const actor = params.get('actor');
  const page = pageOf(params.get('page'));
  const [{ data, error, fetching }, refetch] = useTypedQuery({
    query: AuditEntriesDocument,
    variables: {
      entityType: values.entityType || null,
      action: values.action || null,
      actor: actor || null,
      from: dayStart(values.from) ?? null,
      to: dayEnd(values.to) ?? null,
      first: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
  });
  const result = data?.auditEntries;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const goTo = (to: number) => setParams(withParams(params, { page: to > 1 ? String(to) : null }));
  const actorName = result?.items.find((entry) => entry.actorId === actor)?.actorName;

  const row = (entry: Entry) => (
    <li
      key={entry._id}
      className="grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-[12rem_1fr_1.5fr]"
    >
      <div className="text-sm">
        <time dateTime={entry.at} className="block font-semibold text-stone-900">
          {formatDateTime(entry.at, i18n.resolvedLanguage)}
        </time>
        {entry.actorId && entry.actorId !== actor ? (
          <button
            type="button"
            onClick={() => setParams(withParams(params, { actor: entry.actorId! }))}
            className="text-start text-primary-700 underline"
            aria-label={t('audit.showActor', { name: entry.actorName })}
          >
            {entry.actorName}
          </button>
        ) : (
          <span className="text-stone-800">{entry.actorName}</span>
        )}
        <span className="text-stone-700"> · {entry.actorRole}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-all text-stone-900">{entry.action}</p>
        <p className="break-all text-stone-700">
          {entry.entityType} · {entry.entityId}
        </p>
      </div>
      <AuditChanges before={entry.before ?? null} after={entry.after ?? null} />
    </li>
  );

  return (
    <section aria-labelledby="admin-audit-title" className="space-y-4">
      <h1 id="admin-audit-title" className="text-2xl font-bold text-stone-900">
        {t('audit.title')}
      </h1>
      <AuditFilters
        values={values}
        onApply={(next) => setParams(withParams(params, { ...next }))}
        onClear={() => setParams(new URLSearchParams())}
      />
      {actor && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
          {t('audit.actor')}: {actorName ?? actor}
          <Button variant="secondary" onClick={() => setParams(withParams(params, { actor: null }))}>
            {t('audit.clearActor')}
          </Button>
        </p>
      )}
      {error && !result ? (
        <StatusMessage
          tone="error"
          title={t('audit.loadError', { message: errorMessage(error) })}
          action={
            <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : !result ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-800" aria-live="polite">
            {t('audit.count', { count: result.total })} {fetching && <Spinner className="inline size-4" />}
          </p>
          {result.items.length === 0 ? (
            <StatusMessage title={t('audit.empty')} />
          ) : (
            <ul className="space-y-3">{result.items.map(row)}</ul>
          )}
          {pages > 1 && (
            <nav
              aria-label={t('list.page', { page, pages })}
              className="flex items-center justify-center gap-3"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('list.previous')}
              </Button>
              <span className="text-sm text-stone-800">{t('list.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

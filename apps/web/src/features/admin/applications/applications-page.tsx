import { AdminSearch } from '../admin-search.tsx';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { AdminApplicationsDocument, type ApplicationStatus } from '@/gql/graphql.ts';
import { ApplicationDetail, useDateText } from './application-detail.tsx';

const STATUSES: readonly ApplicationStatus[] = ['NEW', 'APPROVED', 'REJECTED'];
const PAGE = 20;

/**
 * /admin/applications (docs/admin.md "Applications"): vendor and rider sign-ups by status, searchable,
 * one shown in full beside the list (below it on a phone) with its decision.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation('adminPeople');
  const errorText = useApiErrorText();
  const dateText = useDateText();
  const [status, setStatus] = useState<ApplicationStatus>('NEW');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [result, refetch] = useTypedQuery({
    query: AdminApplicationsDocument,
    variables: { status, search: debounced || null, first: PAGE, offset },
    requestPolicy: 'cache-and-network',
  });
  const page = result.data?.adminApplications;
  const selected = page?.items.find((item) => item.id === selectedId) ?? null;

  const choose = (next: ApplicationStatus) => {
    setStatus(next);
    setOffset(0);
    setSelectedId(null);
  };
  const onDecided = (message: string) => {
    setNotice(message);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="applications-title" className="space-y-4">
      <h1 id="applications-title" className="text-2xl font-bold text-stone-900">
        {t('applications.title')}
      </h1>
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div role="group" aria-label={t('applications.filterLabel')} className="flex flex-wrap gap-2">
          {STATUSES.map((value) => (
            <Button
              key={value}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => choose(value)}
            >
              {t(`applications.status.${value}`)}
            </Button>
          ))}
        </div>
        <div className="md:ms-auto md:w-80">
          <AdminSearch
            label={t('applications.searchLabel')}
            placeholder={t('applications.searchPlaceholder')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {notice}
      </div>
      {result.error && <Alert>{`${t('applications.loadError')} ${errorText(result.error)}`}</Alert>}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div className="space-y-3">
          {!page && result.fetching && <Spinner label={t('common.loading')} />}
          {page && page.items.length === 0 && (
            <p className="py-6 text-stone-800">{t('applications.empty')}</p>
          )}
          {page && page.items.length > 0 && (
            <ul aria-label={t('applications.listLabel')} className="space-y-2">
              {page.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(item.id);
                      setNotice(null);
                    }}
                    className={cn(
                      'flex min-h-14 w-full flex-col items-start rounded-2xl bg-white p-3 text-start ring-1 ring-stone-200 hover:bg-stone-50',
                      item.id === selectedId && 'ring-2 ring-stone-900',
                    )}
                  >
                    <span className="font-semibold text-stone-900">{item.name}</span>
                    <span className="text-sm text-stone-700">
                      {t(`applications.kind.${item.kind}`)} · {item.email} · {dateText(item.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {page && page.total > PAGE && (
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t('applications.previous')}
              </Button>
              <span className="text-sm text-stone-800">
                {t('applications.range', {
                  from: offset + 1,
                  to: Math.min(offset + PAGE, page.total),
                  total: page.total,
                })}
              </span>
              <Button
                variant="secondary"
                disabled={offset + PAGE >= page.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('applications.next')}
              </Button>
            </div>
          )}
        </div>
        <div>
          {selected ? (
            <ApplicationDetail key={selected.id} application={selected} onDecided={onDecided} />
          ) : (
            page &&
            page.items.length > 0 && <p className="py-6 text-stone-800">{t('applications.selectHint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

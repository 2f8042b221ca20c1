import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { AdminZonesDocument, type AdminZoneFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { DeleteZoneDialog } from './delete-zone-dialog.tsx';
import { ZoneEditor } from './zone-editor.tsx';
import type { ZoneShape } from './zone-polygon-text.ts';
import { ZonesMapFrame } from './zones-map-frame.tsx';

/** /admin/zones: every delivery zone on a map and in a list; create, edit and delete (operator only). */
export default function ZonesScreen() {
  const { t } = useTranslation('adminZones');
  const [{ data, fetching, error }, refetch] = useTypedQuery({ query: AdminZonesDocument });
  const [editing, setEditing] = useState<'new' | AdminZoneFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<AdminZoneFieldsFragment | null>(null);
  const zones = useMemo(() => data?.adminZones ?? [], [data]);
  const shapes = useMemo(() => zones.flatMap((zone) => (zone.polygon ? [zone as ZoneShape] : [])), [zones]);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  if (editing) {
    const zone = editing === 'new' ? null : editing;
    return (
      <ZoneEditor
        zone={zone}
        others={shapes.filter((shape) => shape._id !== zone?._id)}
        onDone={() => {
          setEditing(null);
          reload();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="zones-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="zones-title" className="text-2xl font-bold text-stone-900">
          {t('title')}
        </h1>
        <Button onClick={() => setEditing('new')}>{t('new')}</Button>
      </div>
      <p className="text-stone-700">{t('intro')}</p>
      {fetching && !data ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('loading')} />
        </div>
      ) : error && !data ? (
        <StatusMessage tone="error" title={t('loadFailed')} action={<RetryButton onRetry={reload} />} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ZonesMapFrame
            label={t('mapLabel')}
            zones={shapes}
            editing={null}
            drawing={false}
            onChange={() => {}}
            onDrawEnd={() => {}}
          />
          {zones.length === 0 ? (
            <StatusMessage title={t('empty')} />
          ) : (
            <ul aria-label={t('listLabel')} className="space-y-2">
              {zones.map((zone) => (
                <li key={zone._id} className="rounded-2xl bg-white p-3 ring-1 ring-stone-200">
                  <p className="font-semibold text-stone-900">{zone.title}</p>
                  <p className="text-sm text-stone-700">
                    {zone.isActive ? t('active') : t('inactive')}
                    {zone.polygon ? '' : ` · ${t('noArea')}`}
                    {' · '}
                    {t('members', { restaurants: zone.restaurantCount, riders: zone.riderCount })}
                  </p>
                  {zone.description && <p className="mt-1 text-sm text-stone-600">{zone.description}</p>}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setEditing(zone)}>
                      <span aria-hidden="true">{t('editor.editTitle')}</span>
                      <span className="sr-only">{t('edit', { title: zone.title })}</span>
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(zone)}>
                      <span aria-hidden="true">{t('deleteDialog.confirm')}</span>
                      <span className="sr-only">{t('delete', { title: zone.title })}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DeleteZoneDialog
        key={deleting?._id ?? 'none'}
        zone={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
        }}
      />
    </section>
  );
}

import { useMemo } from 'react';
import { MapView } from '@/components/map/map-view.tsx';
import type { MapMarker } from '@/components/map/types.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { AdminRiderFieldsFragment } from '@/gql/graphql.ts';

const FIT = { padding: 48, maxZoom: 15 } as const;

/** Riders at work (online or on a delivery) at their last reported position. */
export function RidersMap({ riders }: { riders: readonly AdminRiderFieldsFragment[] }) {
  const { t } = useTranslation('adminPeople');
  const markers = useMemo(
    () =>
      riders
        .filter((rider) => rider.status !== 'OFFLINE' && rider.latitude !== null && rider.longitude !== null)
        .map((rider): MapMarker => ({
          id: rider.id,
          kind: 'rider',
          position: { latitude: rider.latitude!, longitude: rider.longitude! },
          label: t('riders.riderMarker', { name: rider.name, status: t(`riders.status.${rider.status}`) }),
        })),
    [riders, t],
  );
  if (markers.length === 0) return <p className="text-stone-800">{t('riders.mapEmpty')}</p>;
  return (
    <div className="space-y-1">
      <MapView
        label={t('riders.mapLabel')}
        center={markers[0]!.position}
        zoom={13}
        markers={markers}
        fitBounds={FIT}
        className="h-[320px] md:h-[420px]"
        controls={{ scrollWheelZoom: false }}
      />
      <p className="text-sm text-stone-700">{t('riders.mapNote')}</p>
    </div>
  );
}

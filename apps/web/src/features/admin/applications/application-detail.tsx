import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import {
  ApproveApplicationDocument,
  OnboardingZonesDocument,
  RejectApplicationDocument,
  type AdminApplicationFieldsFragment,
} from '@/gql/graphql.ts';
import { ApproveDialog, RejectDialog } from './decision-dialogs.tsx';

type Application = AdminApplicationFieldsFragment;
const KNOWN_DETAILS = ['storeName', 'city', 'postalAddress', 'plan'] as const;

export function useDateText() {
  const { i18n } = useTranslation('adminPeople');
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** One application in full, with Approve (a zone for a rider) and Reject while it is NEW. */
export function ApplicationDetail({
  application,
  onDecided,
}: {
  application: Application;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('adminPeople');
  const errorText = useApiErrorText();
  const dateText = useDateText();
  const zoneFieldId = useId();
  const isRider = application.kind === 'RIDER';
  const [zone, setZone] = useState('');
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zones] = useTypedQuery({ query: OnboardingZonesDocument, pause: !isRider });
  const [approving, approve] = useTypedMutation(ApproveApplicationDocument);
  const [rejecting, reject] = useTypedMutation(RejectApplicationDocument);

  const open = (which: 'approve' | 'reject' | null) => {
    setError(null);
    setDialog(which);
  };
  const onApprove = async () => {
    const result = await approve({ id: application.id, zone: isRider && zone ? zone : null });
    if (result.error) return setError(errorText(result.error));
    open(null);
    onDecided(t('applications.approved', { name: application.name }));
  };
  const onReject = async (reason: string) => {
    const result = await reject({ id: application.id, reason });
    if (result.error) return setError(errorText(result.error));
    open(null);
    onDecided(t('applications.rejected', { name: application.name }));
  };

  const detailLabel = (key: string) =>
    (KNOWN_DETAILS as readonly string[]).includes(key)
      ? t(`applications.details.${key as (typeof KNOWN_DETAILS)[number]}`)
      : key;
  const rows: [string, string | null | undefined][] = [
    [t('applications.fields.kind'), t(`applications.kind.${application.kind}`)],
    [t('applications.fields.email'), application.email],
    [t('applications.fields.phone'), application.phone],
    ...application.details.map((d): [string, string] => [detailLabel(d.key), d.value]),
    [t('applications.fields.submitted'), dateText(application.createdAt)],
    [t('applications.fields.decided'), application.decidedAt && dateText(application.decidedAt)],
    [t('applications.fields.decidedBy'), application.decidedByName],
    [t('applications.fields.reason'), application.rejectReason],
  ];

  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`application-${application.id}`} className="text-xl font-bold text-stone-900">
          {application.name}
        </h2>
        <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">
          {t(`applications.status.${application.status}`)}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-stone-700">{label}</dt>
              <dd className="break-words text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
      {application.status === 'NEW' && (
        <div className="space-y-3 border-t border-stone-200 pt-4">
          {isRider && (
            <div className="flex flex-col gap-1">
              <label htmlFor={zoneFieldId} className="font-semibold text-stone-900">
                {t('common.zone')}
              </label>
              <select
                id={zoneFieldId}
                value={zone}
                onChange={(event) => setZone(event.target.value)}
                className="h-12 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900"
              >
                <option value="">{t('common.noZone')}</option>
                {zones.data?.onboardingZones.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title}
                  </option>
                ))}
              </select>
              <p className="text-sm text-stone-700">{t('applications.zoneHint')}</p>
              {zones.error && <Alert>{errorText(zones.error)}</Alert>}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => open('approve')}>{t('applications.approve')}</Button>
            <Button variant="secondary" onClick={() => open('reject')}>
              {t('applications.reject')}
            </Button>
          </div>
        </div>
      )}
      <ApproveDialog
        open={dialog === 'approve'}
        onOpenChange={(next) => open(next ? 'approve' : null)}
        name={application.name}
        isRider={isRider}
        busy={approving.fetching}
        error={dialog === 'approve' ? error : null}
        onConfirm={() => void onApprove()}
      />
      {dialog === 'reject' && (
        <RejectDialog
          open
          onOpenChange={(next) => open(next ? 'reject' : null)}
          name={application.name}
          busy={rejecting.fetching}
          error={error}
          onConfirm={(reason) => void onReject(reason)}
        />
      )}
    </article>
  );
}

import { useTranslation } from '@/hooks/use-translation.ts';
import { diffFields } from '../utils/audit-diff.ts';

/** The fields a change touched, `before → after`, as a definition list. */
export function AuditChanges({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation('adminOrders');
  const changes = diffFields(before, after);
  if (changes.length === 0) return <p className="text-sm text-stone-700">{t('audit.noFields')}</p>;
  return (
    <dl className="space-y-1 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-900">{change.field}</dt>
          <dd className="min-w-0 break-all text-stone-800">
            <span className="text-red-800 line-through decoration-1">{change.before ?? t('audit.none')}</span>
            <span aria-hidden="true"> → </span>
            <span className="text-green-800">{change.after ?? t('audit.none')}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

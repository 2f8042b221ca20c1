import { Link } from 'react-router';
import { useTranslation } from '@/hooks/use-translation.ts';
import { paths } from '@/lib/paths.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * The terms acceptance (docs/applications.md#pages): the links open in a new tab so the filled form stays.
 */
export function TermsCheckbox() {
  const { t } = useTranslation('applications');
  const newTab = t('footer.opensInNewTab', { ns: 'translation' });
  return (
    <div className="flex items-start gap-3">
      <input
        id="terms-accepted"
        name="terms"
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-primary-600"
      />
      <label htmlFor="terms-accepted" className="text-sm text-stone-700">
        {t('terms.before')}{' '}
        <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass}>
          {t('terms.terms')}
          <span className="sr-only"> {newTab}</span>
        </Link>{' '}
        {t('terms.and')}{' '}
        <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClass}>
          {t('terms.privacy')}
          <span className="sr-only"> {newTab}</span>
        </Link>
      </label>
    </div>
  );
}

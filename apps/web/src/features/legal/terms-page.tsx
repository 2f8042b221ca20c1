import { useTranslation } from '@/hooks/use-translation.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { LegalDocument, SUPPORT_EMAIL } from './components/legal-document.tsx';

export function TermsPage() {
  const { t } = useTranslation('legal');
  const name = t('app.name', { ns: 'translation' });
  usePageView(t('terms.title'), 'NAVIGATE_TO_TERMS');
  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro', { name })}
      sections={t('terms.sections', { returnObjects: true })}
      contact={t('terms.contact', { email: SUPPORT_EMAIL })}
    />
  );
}

export default TermsPage;

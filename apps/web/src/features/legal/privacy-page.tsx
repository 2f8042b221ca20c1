import { useTranslation } from '@/hooks/use-translation.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { LegalDocument, SUPPORT_EMAIL } from './components/legal-document.tsx';

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const name = t('app.name', { ns: 'translation' });
  usePageView(t('privacy.title'), 'NAVIGATE_TO_PRIVACY');
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro', { name })}
      sections={t('privacy.sections', { returnObjects: true })}
      contact={t('privacy.contact', { email: SUPPORT_EMAIL })}
    />
  );
}

export default PrivacyPage;

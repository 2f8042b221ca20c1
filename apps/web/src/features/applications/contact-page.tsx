import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ContactForm } from './components/contact-form.tsx';

/**
 * /contact_us (docs/applications.md#pages): help by phone (a call back) or by e-mail, side by side on wide
 * screens.
 */
export default function ContactPage() {
  const { t } = useTranslation('applications');
  usePageView(t('contact.documentTitle'));
  return (
    <div className="bg-gradient-to-b from-primary-100 via-primary-50 to-stone-50">
      <PageContainer className="py-10 md:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 md:text-5xl">
          {t('contact.title')}
        </h1>
        <p className="mt-3 mb-10 max-w-2xl text-lg text-stone-700">{t('contact.intro')}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          <ContactForm channel="PHONE" />
          <ContactForm channel="EMAIL" />
        </div>
      </PageContainer>
    </div>
  );
}

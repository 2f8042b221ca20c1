import { useTranslation } from '@/hooks/use-translation.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';

export const SUPPORT_EMAIL = 'support@example.com';

type LegalDocumentProps = {
  title: string;
  intro: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
  contact: string;
};

/**
 * Static legal text: a title, numbered sections and the support contact
 * (docs/product/screens.md#legal-pages).
 */
export function LegalDocument({ title, intro, sections, contact }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const [before, after = ''] = contact.split(SUPPORT_EMAIL);
  return (
    <PageContainer width="narrow" className="py-10 md:py-14">
      <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">{t('lastUpdated')}</p>
        <p className="mt-6 text-lg text-stone-700">{intro}</p>
        <ol className="mt-8 space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <h2 className="mb-2 text-xl font-bold text-stone-900">
                <span className="text-primary-700">{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mb-3 leading-relaxed text-stone-700">
                  {paragraph}
                </p>
              ))}
            </li>
          ))}
        </ol>
        <p className="mt-10 rounded-xl bg-primary-50 p-4 text-stone-800">
          {before}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-primary-700 underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>
          {after}
        </p>
      </article>
    </PageContainer>
  );
}

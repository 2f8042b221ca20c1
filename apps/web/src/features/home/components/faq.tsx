import { useTranslation } from '@/hooks/use-translation.ts';
import { ChevronRight } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** Native details/summary: keyboard and screen-reader support without script. */
export function Faq() {
  const { t } = useTranslation('home');
  const items = t('faq.items', { returnObjects: true });
  return (
    <section aria-labelledby="faq-title" className="py-16">
      <PageContainer width="narrow">
        <h2 id="faq-title" className="mb-8 text-3xl font-extrabold tracking-tight text-stone-900">
          {t('faq.title')}
        </h2>
        <div className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {items.map((item) => (
            <details key={item.question} className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:rotate-90"
                />
              </summary>
              <p className="pb-5 text-stone-600">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-stone-700">
          {t('faq.moreQuestions')}{' '}
          <Link to={paths.contact} className="font-semibold text-primary-700 underline underline-offset-4">
            {t('faq.contactUs')}
          </Link>
        </p>
      </PageContainer>
    </section>
  );
}

import { useTranslation } from '@/hooks/use-translation.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Compass } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { paths } from '@/lib/paths.ts';

export function NotFound() {
  const { t } = useTranslation();
  usePageView(t('notFound.documentTitle'));
  return (
    <PageContainer className="flex flex-col items-center gap-4 py-24 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-600"
      >
        <Compass className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-widest text-primary-700">{t('notFound.code')}</p>
      <h1 className="text-3xl font-extrabold text-stone-900 md:text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-stone-600">{t('notFound.description')}</p>
      <ButtonLink to={paths.home} size="lg">
        {t('notFound.action')}
      </ButtonLink>
    </PageContainer>
  );
}

export default NotFound;

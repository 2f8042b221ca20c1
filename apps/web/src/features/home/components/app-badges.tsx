import { AppLinksDocument } from '@/gql/graphql.ts';
import { Play, Smartphone } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';

const badgeClass =
  'inline-flex h-14 items-center gap-3 rounded-xl bg-stone-900 px-5 text-white hover:bg-stone-800';

/**
 * App-store download links (docs/applications.md#app-store-badges). The links are the operator's
 * (APP_STORE_URL, PLAY_STORE_URL); a badge without a link is left out, and the section with it when there is
 * none.
 */
export function AppBadges() {
  const { t } = useTranslation('home');
  const [{ data }] = useTypedQuery({ query: AppLinksDocument });
  const links = data?.appLinks;
  const badges = [
    { href: links?.appStoreUrl, label: t('home.apps.appStore'), Icon: Smartphone },
    { href: links?.playStoreUrl, label: t('home.apps.googlePlay'), Icon: Play },
  ].flatMap(({ href, ...badge }) => (href ? [{ ...badge, href }] : []));
  if (badges.length === 0) return null;
  return (
    <section aria-labelledby="apps-title" className="bg-white py-16">
      <PageContainer className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="apps-title" className="text-3xl font-extrabold tracking-tight text-stone-900">
            {t('home.apps.title')}
          </h2>
          <p className="mt-2 text-lg text-stone-600">{t('home.apps.text')}</p>
        </div>
        <ul className="flex flex-wrap gap-4">
          {badges.map(({ href, label, Icon }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={badgeClass}>
                <Icon aria-hidden="true" className="size-6" />
                <span className="font-semibold">{label}</span>
                <span className="sr-only">{t('footer.opensInNewTab', { ns: 'translation' })}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}

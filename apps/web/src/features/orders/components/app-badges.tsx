import { OrderAppLinksDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { storeBadges } from '@/lib/store-links.ts';

// App Store and Google Play badges (docs/product/screens.md#order-detail), drawn inline (nothing is loaded
// from another origin). Like the home page's, each links to the operator's listing (APP_STORE_URL,
// PLAY_STORE_URL), and a badge without a link is left out, with the section when there is none
// (docs/applications.md#app-store-badges).
const badge =
  'inline-flex h-12 items-center gap-2 rounded-xl bg-stone-950 px-4 text-white outline-none hover:bg-stone-800 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2';

export function AppBadges() {
  const { t } = useTranslation('orders');
  const [{ data }] = useTypedQuery({ query: OrderAppLinksDocument });
  const badges = storeBadges(data?.appLinks);
  if (badges.length === 0) return null;
  const href = (store: 'appStore' | 'googlePlay') => badges.find((b) => b.store === store)?.href;
  const appStore = href('appStore');
  const googlePlay = href('googlePlay');
  return (
    <section
      aria-labelledby="order-apps"
      className="flex flex-col items-start gap-4 rounded-2xl bg-stone-100 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="order-apps" className="text-lg font-bold text-stone-900">
          {t('apps.title')}
        </h2>
        <p className="text-stone-700">{t('apps.text')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {appStore && (
          <a href={appStore} className={badge} aria-label={t('apps.appStore')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
              <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.2 1-4.1 2.5-1.8 3-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.4-4.3ZM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
            </svg>
            <span aria-hidden="true" className="flex flex-col text-start leading-tight">
              <span className="text-[0.65rem]">{t('apps.appStoreOverline')}</span>
              <span className="text-base font-semibold">App Store</span>
            </span>
          </a>
        )}
        {googlePlay && (
          <a href={googlePlay} className={badge} aria-label={t('apps.googlePlay')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path d="M4 2.5 13.6 12 4 21.5c-.3-.2-.5-.6-.5-1V3.5c0-.4.2-.8.5-1Z" fill="#22c55e" />
              <path d="m16.9 8.7-3.3 3.3L4 2.5c.2-.1.5-.1.8 0l12.1 6.2Z" fill="#3b82f6" />
              <path d="m16.9 15.3-12.1 6.2c-.3.1-.6.1-.8 0l9.6-9.5 3.3 3.3Z" fill="#ef4444" />
              <path d="m20.3 10.5c.8.4.8 1.6 0 2l-3.4 2.8-3.3-3.3 3.3-3.3 3.4 1.8Z" fill="#facc15" />
            </svg>
            <span aria-hidden="true" className="flex flex-col text-start leading-tight">
              <span className="text-[0.65rem]">{t('apps.googlePlayOverline')}</span>
              <span className="text-base font-semibold">Google Play</span>
            </span>
          </a>
        )}
      </div>
    </section>
  );
}

// The staff apps' stylesheet and shared texts (lib/staff-texts.ts).
import '@/lib/staff-texts.ts';
import { Suspense, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { StaffHeading } from '@/components/staff/staff-header.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ConsoleRestaurantsDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { apiError } from '@/lib/api-error.ts';
import { AlertsButton } from './components/alerts-button.tsx';
import { BusyControls } from './components/busy-controls.tsx';
import { ClosuresEditor } from './components/closures-editor.tsx';
import { HoursEditor } from './components/hours-editor.tsx';
import { MenuStock } from './components/menu-stock.tsx';
import { OrderBoard } from './components/order-board.tsx';
import { EXTRA_TABS, ExtraTabPanel } from './console-tabs.tsx';
import { useRefetchAt } from './hooks/use-refetch-at.ts';

const TABS = ['orders', 'menu', 'editMenu', 'hours', ...EXTRA_TABS] as const;
type Tab = (typeof TABS)[number];

export type ConsolePageProps = {
  /** The menu editor, composed in by the app layer (a lazy component: its chunk loads with the tab). */
  menuEditor?: ComponentType<{ restaurantId: string }>;
};

/**
 * /console: the restaurant console for a signed-in restaurant user (docs/restaurant-console.md). Its
 * own chunk and texts, loaded only here. Another account sees why it cannot use it.
 */
export default function ConsolePage({ menuEditor: MenuEditor }: ConsolePageProps = {}) {
  const { t } = useTranslation('console');
  const [{ data, error, fetching }, retry] = useTypedQuery({ query: ConsoleRestaurantsDocument });
  const [tab, setTab] = useState<Tab>('orders');
  const [chosen, setChosen] = useState<string | null>(null);
  usePageView(t('title'));
  const shown = data?.consoleRestaurants.find((r) => r._id === chosen) ?? data?.consoleRestaurants[0];
  // The header's "Paused (busy)" ends with a timed pause, which the server ends by itself.
  useRefetchAt(shown?.pausedUntil, () => retry({ requestPolicy: 'network-only' }));

  if (fetching && !data) {
    return (
      <PageContainer className="py-10">
        <Spinner />
      </PageContainer>
    );
  }
  if (error && apiError(error).code === 'FORBIDDEN') {
    return (
      <PageContainer width="narrow" className="space-y-3 py-10">
        <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
        <p className="text-stone-800">{t('forbidden')}</p>
      </PageContainer>
    );
  }
  const restaurants = data?.consoleRestaurants ?? [];
  const restaurant = restaurants.find((r) => r._id === chosen) ?? restaurants[0];
  if (!restaurant) {
    return (
      <PageContainer width="narrow" className="space-y-3 py-10">
        <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
        <p className="text-stone-800">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => retry({ requestPolicy: 'network-only' })}>
          {t('retry')}
        </Button>
      </PageContainer>
    );
  }

  const paused = !restaurant.isAvailable || Boolean(restaurant.pausedUntil);
  const state = paused ? 'paused' : restaurant.isOpen ? 'open' : 'closed';
  return (
    <PageContainer className="space-y-5 py-6">
      {/* In the staff shell's header (docs/product/screens.md#staff-apps): which restaurant, whether it
          takes orders, and the picker when the account runs several. */}
      <StaffHeading>
        <div className="min-w-0">
          <p className="text-xs font-semibold text-stone-700">{t('title')}</p>
          <h1 className="truncate text-lg font-bold text-stone-900 sm:text-xl">
            <bdi>{restaurant.name}</bdi>
          </h1>
        </div>
        <p
          data-state={state}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
        >
          {t(`state.${state}`)}
        </p>
        {restaurants.length > 1 && (
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            {t('restaurant')}
            <select
              value={restaurant._id}
              onChange={(event) => setChosen(event.target.value)}
              className="h-10 rounded-full border border-stone-300 bg-white px-3"
            >
              {restaurants.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </StaffHeading>
      <nav aria-label={t('sections')} className="flex flex-wrap gap-2">
        {TABS.filter((name) => name !== 'editMenu' || MenuEditor).map((name) => (
          <Button
            key={name}
            variant={tab === name ? 'primary' : 'secondary'}
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </Button>
        ))}
      </nav>
      {/* The board stays mounted behind the other tabs, so new orders still sound and alert. */}
      <div hidden={tab !== 'orders'} className="space-y-4">
        <BusyControls key={`busy-${restaurant._id}`} restaurant={restaurant} />
        <AlertsButton />
        <OrderBoard key={restaurant._id} restaurant={restaurant} />
      </div>
      {tab === 'menu' && <MenuStock key={restaurant._id} restaurant={restaurant} />}
      {tab === 'hours' && <HoursEditor key={restaurant._id} restaurant={restaurant} />}
      {tab === 'editMenu' && MenuEditor && (
        <Suspense fallback={<Spinner />}>
          <MenuEditor key={restaurant._id} restaurantId={restaurant._id} />
        </Suspense>
      )}
      {tab === 'hours' && <ClosuresEditor key={`closures-${restaurant._id}`} restaurant={restaurant} />}
      <ExtraTabPanel tab={tab} restaurant={restaurant} />
    </PageContainer>
  );
}

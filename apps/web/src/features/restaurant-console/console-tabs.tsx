import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { withStaffTexts } from '@/lib/staff-texts.ts';
import type { ConsoleRestaurantFieldsFragment } from '@/gql/graphql.ts';
import { OrderHistory } from './components/order-history.tsx';
import { ReviewsPanel } from './components/reviews-panel.tsx';

// The console's History, Reports, Reviews and Statements tabs (docs/restaurant-console.md). Reports carries uPlot,
// so it is its own chunk, fetched when the tab first opens.
const ReportsView = lazy(() => import('./components/reports-view.tsx'));
// Statements (docs/money.md#statements): its own chunk too, shared with the rider app, shown once its
// texts have arrived (its keys would otherwise show for a moment).
const StatementView = lazy(() =>
  withStaffTexts(import('@/components/staff/statement/statement-view.tsx'), 'statements'),
);

export const EXTRA_TABS = ['history', 'reports', 'reviews', 'statements'] as const;
export type ExtraTab = (typeof EXTRA_TABS)[number];

export function ExtraTabPanel({
  tab,
  restaurant,
}: {
  tab: string;
  restaurant: ConsoleRestaurantFieldsFragment;
}) {
  if (tab === 'history') return <OrderHistory key={restaurant._id} restaurant={restaurant} />;
  if (tab === 'reviews') return <ReviewsPanel key={restaurant._id} restaurant={restaurant} />;
  if (tab === 'reports')
    return (
      <Suspense fallback={<Spinner />}>
        <ReportsView key={restaurant._id} restaurant={restaurant} />
      </Suspense>
    );
  if (tab === 'statements')
    return (
      <Suspense fallback={<Spinner />}>
        <StatementView key={restaurant._id} party="RESTAURANT" owner={restaurant._id} />
      </Suspense>
    );
  return null;
}

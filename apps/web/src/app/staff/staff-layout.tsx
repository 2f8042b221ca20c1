import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { StaffHeaderSlot } from '@/components/staff/staff-header.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/hooks/use-session.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { hydrationDone } from '@/lib/graphql-client.ts';
import { paths } from '@/lib/paths.ts';
import { isFrameRender } from '@/lib/render-snapshot.ts';
import { ErrorBoundary } from '../error-boundary.tsx';

const AccountMenu = lazy(() => import('../layout/account-menu.tsx'));
const menuPlace = <span aria-hidden="true" className="h-10 w-14" />;

/**
 * The staff apps' own frame (docs/product/screens.md#staff-apps): a skip link, a header with the
 * screen's name and state and the staff member's menu, and the screen. No delivery address, cart,
 * favourites or footer: those are the customer's. Its own chunk, loaded only on /console and /rider.
 */
export default function StaffLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const { isLoggedIn } = useSession();
  return (
    <StaffHeaderSlot value={slot}>
      <div className="flex min-h-dvh flex-col bg-stone-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-stone-900 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
        >
          {t('nav.skipToContent')}
        </a>
        <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
          <PageContainer className="flex min-h-16 items-center gap-3 py-2">
            <div ref={setSlot} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1" />
            {/* The server's drawing (docs/web-rendering.md) holds the menu's place until the browser knows. */}
            {isLoggedIn && !isFrameRender() ? (
              <Suspense fallback={menuPlace}>
                <AccountMenu ordersPath={paths.orders} />
              </Suspense>
            ) : (
              menuPlace
            )}
          </PageContainer>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <div className="flex min-h-[60vh] items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <Outlet />
              <ScreenShown />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </StaffHeaderSlot>
  );
}

/** As in the customer frame: queries return to their own request policies once the screen is up. */
function ScreenShown() {
  useEffect(hydrationDone, []);
  return null;
}

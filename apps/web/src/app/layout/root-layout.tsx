import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/hooks/use-session.ts';
import { hydrationDone } from '@/lib/graphql-client.ts';
import { loadNamespace } from '@/lib/i18n.ts';
import { useToastsRequested } from '@/lib/toast.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

// Toasts (sonner) load with the first toast, in their own chunk (lib/toast.ts).
const Toaster = lazy(() => import('@/components/ui/toaster.tsx'));
// Order notifications (toasts, Web Push) for signed-in customers, with their texts, in their own chunk.
// Fetched a few seconds after the page is up: nothing on screen needs them, so neither they nor the
// socket library count toward the first load (page-weight budget).
const OrderNotifications = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, 4000))
    .then(() =>
      Promise.all([import('@/components/notifications/order-notifications.tsx'), loadNamespace('orders')]),
    )
    .then(([m]) => m),
);

/** The page frame of every screen: skip link, top bar, the screen, footer. */
export function RootLayout({ loginPath, ordersPath }: { loginPath?: string; ordersPath?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  const areToastsRequested = useToastsRequested();
  const { isLoggedIn } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-stone-900 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar loginPath={loginPath} ordersPath={ordersPath} />
      {/* At least a screen tall below the top bar, so the footer starts under the fold and a screen
          that grows as its chunk and data arrive never pushes it (docs/layout-and-images.md). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {/* Keyed by path so an error on one screen does not stick after navigating away. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
            <ScreenHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <OrderNotifications />
        </Suspense>
      )}
      {areToastsRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}

/**
 * React hydrates a Suspense boundary after the rest of the page; this effect runs right after the
 * screen's own (same boundary, later sibling), so the screen has taken the server's answers before
 * queries go back to their own request policies (docs/web-rendering.md "Data").
 */
function ScreenHydrated() {
  useEffect(hydrationDone, []);
  return null;
}

function ScreenFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/** New pages start at the top; back/forward (POP) keeps the browser's own scroll position. */
function useScrollToTopOnNavigate(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

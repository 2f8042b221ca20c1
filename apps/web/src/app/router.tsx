import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject, matchRoutes, useRoutes } from 'react-router';
import { CHECKOUT_PATH, CheckoutPathContext } from '@/lib/cart/checkout-path.ts';
import { loadNamespace, type Namespace } from '@/lib/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { guestAccountScreens, publicAccountScreens, signedInAccountScreens } from './account-routes.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { LOGIN_PATH } from './redirects.ts';
import { lazyRoute, preloadElement, textsModule } from './ssr/lazy-route.ts';

// Each screen is its own chunk, downloaded when its route is first visited. Declarative routing
// (useRoutes) rather than a data router: the data router alone adds ~17 KB gzip to every first load,
// and the page-weight budget is 150 KB (docs/architecture.md#quality-bars).
// A screen that brings its own texts (a lazy namespace) renders once both have arrived; its module list
// names them too, so the server links them in the page beside the chunk (docs/web-rendering.md).
const withTexts = <T,>(screen: Promise<T>, ...namespaces: Namespace[]) =>
  Promise.all([screen, ...namespaces.map(loadNamespace)]).then(([m]) => m);
// The home page and a restaurant's page have texts no other screen needs (`home`, `menu`).
const HomePage = lazyRoute(['src/features/home/home-page.tsx', textsModule('home')], () =>
  withTexts(import('@/features/home/home-page.tsx'), 'home'),
);
const RestaurantListPage = lazyRoute(
  'src/features/restaurants/restaurant-list-page.tsx',
  () => import('@/features/restaurants/restaurant-list-page.tsx'),
);
const RestaurantPage = lazyRoute(['src/features/menu/restaurant-page.tsx', textsModule('menu')], () =>
  withTexts(import('@/features/menu/restaurant-page.tsx'), 'menu'),
);
const PickupPage = lazyRoute(
  'src/features/pickup/pickup-page.tsx',
  () => import('@/features/pickup/pickup-page.tsx'),
);
// The legal texts arrive with their screens, not with every page.
const withLegalTexts = <T,>(screen: Promise<T>) =>
  Promise.all([screen, loadNamespace('legal')]).then(([m]) => m);
const PrivacyPage = lazyRoute('src/features/legal/privacy-page.tsx', () =>
  withLegalTexts(import('@/features/legal/privacy-page.tsx')),
);
const TermsPage = lazyRoute('src/features/legal/terms-page.tsx', () =>
  withLegalTexts(import('@/features/legal/terms-page.tsx')),
);
// Checkout, payment and order screens bring their own texts (lazy namespaces), like the account screens.
// They are rendered by the browser, but the server still names their chunks and texts in the page
// (modulepreload), so they download with the entry rather than after it (docs/web-rendering.md).
// /checkout: the gate shows the login screen to visitors and the checkout to customers.
const CheckoutPage = lazyRoute(
  'src/app/checkout-gate.tsx',
  () => import('./checkout-gate.tsx'),
  (module) => module.checkoutScreen(),
);
const FavouritesPage = lazyRoute(
  'src/features/favourites/favourites-page.tsx',
  () => import('@/features/favourites/favourites-page.tsx'),
);
const StripePage = lazyRoute(['src/features/payments/stripe-page.tsx', textsModule('payments')], () =>
  withTexts(import('@/features/payments/stripe-page.tsx'), 'payments'),
);
const PaypalPage = lazyRoute(['src/features/payments/paypal-page.tsx', textsModule('payments')], () =>
  withTexts(import('@/features/payments/paypal-page.tsx'), 'payments'),
);
const OrdersPage = lazyRoute(['src/features/orders/orders-page.tsx', textsModule('orders')], () =>
  withTexts(import('@/features/orders/orders-page.tsx'), 'orders'),
);
const OrderDetailPage = lazyRoute(['src/features/orders/order-detail-page.tsx', textsModule('orders')], () =>
  withTexts(import('@/features/orders/order-detail-page.tsx'), 'orders'),
);
// Sign-up, contact and confirmation pages (docs/applications.md#pages), each its own chunk with the
// `applications` texts.
const applicationsScreen = (path: string) => [
  `src/features/applications/${path}`,
  textsModule('applications'),
];
const RegistrationPage = lazyRoute<{ audience: 'vendor' | 'rider' }>(
  applicationsScreen('registration-page.tsx'),
  () => withTexts(import('@/features/applications/registration-page.tsx'), 'applications'),
);
const ContactPage = lazyRoute(applicationsScreen('contact-page.tsx'), () =>
  withTexts(import('@/features/applications/contact-page.tsx'), 'applications'),
);
const EmailConfirmationPage = lazyRoute(applicationsScreen('email-confirmation-page.tsx'), () =>
  withTexts(import('@/features/applications/email-confirmation-page.tsx'), 'applications'),
);
const ThankYouPage = lazyRoute(applicationsScreen('thank-you-page.tsx'), () =>
  withTexts(import('@/features/applications/thank-you-page.tsx'), 'applications'),
);
const UnsubscribePage = lazyRoute(applicationsScreen('unsubscribe-page.tsx'), () =>
  withTexts(import('@/features/applications/unsubscribe-page.tsx'), 'applications'),
);
// The staff apps (docs/product/screens.md#staff-apps): their own frame, screens and texts, in chunks of
// their own, so nothing of them reaches a customer page's first load.
const StaffLayout = lazyRoute('src/app/staff/staff-layout.tsx', () => import('./staff/staff-layout.tsx'));
// The restaurant console (docs/restaurant-console.md).
const ConsolePage = lazyRoute(
  [
    'src/app/staff/console-screen.tsx',
    'src/features/restaurant-console/console-page.tsx',
    textsModule('console'),
  ],
  () => withTexts(import('./staff/console-screen.tsx'), 'console'),
);
// The back office (docs/admin.md): one chunk holding its own route table, below /admin.
const AdminApp = lazyRoute('src/app/admin-routes.tsx', () => import('./admin-routes.tsx'));
// create-admin --link's page, in the same chunk; its one-time token is the credential, so no sign-in.
const AdminSetPassword = lazyRoute('src/app/admin-routes.tsx', () =>
  import('./admin-routes.tsx').then((module) => ({ default: module.SetPasswordApp })),
);
// The rider app (docs/rider-app.md).
const RiderPage = lazyRoute(['src/features/rider/rider-page.tsx', textsModule('rider')], () =>
  withTexts(import('@/features/rider/rider-page.tsx'), 'rider'),
);
const RiderEarningsPage = lazyRoute(['src/features/rider/earnings-page.tsx', textsModule('rider')], () =>
  withTexts(import('@/features/rider/earnings-page.tsx'), 'rider'),
);
const NotFoundPage = lazy(() => import('./not-found.tsx'));

/**
 * The route table (docs/product/screens.md#routes-and-guards). Only screens that fully work are
 * registered; the guarded groups take the sign-in and account screens as they are built.
 */
const screens: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'restaurant-list', element: <RestaurantListPage /> },
  { path: 'restaurant/:slug', element: <RestaurantPage /> },
  { path: 'pickup', element: <PickupPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'becomeavendor', element: <RegistrationPage audience="vendor" /> },
  { path: 'becomerider', element: <RegistrationPage audience="rider" /> },
  // The older spelling of the rider page; both open the same page
  // (docs/product/changes-from-upstream.md#kept-on-purpose).
  { path: 'becomearider', element: <RegistrationPage audience="rider" /> },
  { path: 'contact_us', element: <ContactPage /> },
  { path: 'EmailConfirmation', element: <EmailConfirmationPage /> },
  { path: 'ThankYouPage', element: <ThankYouPage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  // Signed out, /checkout shows the login screen in place (docs/product/screens.md#routes-and-guards); the
  // gate decides.
  { path: 'checkout', element: <CheckoutPage /> },
  ...publicAccountScreens,
  // Sign-in flow: a signed-in user is sent back to where they came from.
  {
    element: (
      <GuestOnly>
        <Outlet />
      </GuestOnly>
    ),
    children: guestAccountScreens,
  },
  // Account screens: guests go to /login/?redirect={path}.
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'favourite', element: <FavouritesPage /> },
      { path: 'stripe', element: <StripePage /> },
      { path: 'paypal', element: <PaypalPage /> },
      { path: 'orders', element: <OrdersPage /> },
      // A missing id goes to /orders (docs/product/screens.md#routes-and-guards).
      { path: 'order-detail', element: <Navigate to="/orders" replace /> },
      { path: 'order-detail/:id', element: <OrderDetailPage /> },
      ...signedInAccountScreens,
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** True when a path reaches a real screen rather than the 404 catch-all. */
export function isRegisteredPath(path: string): boolean {
  const leaf = matchRoutes([{ path: '/', children: screens }], path)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

const rootElement = (
  // "Checkout" links (cart icon, cart panel) appear once the checkout route is registered.
  <CheckoutPathContext value={isRegisteredPath(CHECKOUT_PATH) ? CHECKOUT_PATH : undefined}>
    <RootLayout
      loginPath={isRegisteredPath(LOGIN_PATH) ? LOGIN_PATH : undefined}
      ordersPath={isRegisteredPath(paths.orders) ? paths.orders : undefined}
    />
  </CheckoutPathContext>
);

/** The staff frame around staff screens: the apps themselves, or the server's drawings of them. */
export function withStaffFrame(children: RouteObject[]): RouteObject[] {
  return [{ path: '/', element: <StaffLayout />, children }];
}

// Signed-in only, like the account screens: guests go to /login/?redirect={path}.
const staffScreens = withStaffFrame([
  { path: 'admin/set-password', element: <AdminSetPassword /> },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'console', element: <ConsolePage /> },
      { path: 'rider', element: <RiderPage /> },
      { path: 'rider/earnings', element: <RiderEarningsPage /> },
      { path: 'admin/*', element: <AdminApp /> },
    ],
  },
]);

export const routes: RouteObject[] = [
  { path: '/', element: rootElement, children: screens },
  ...staffScreens,
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** The same page frame (top bar, footer) around other screens: the server's drawings of signed-in ones. */
export function withPageFrame(children: RouteObject[]): RouteObject[] {
  return [{ path: '/', element: rootElement, children }];
}

/**
 * Loads the lazy screens a path renders (before hydration, and on the server to know them); resolves to
 * their source modules for modulepreload links (docs/web-rendering.md "Hydration").
 */
export async function preloadScreens(pathname: string): Promise<string[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = await Promise.all(matches.map((match) => preloadElement(match.route.element)));
  return modules.flat();
}

// The sign-in screens use the plain bar, without the cart button
// (docs/product/screens.md#top-bar-and-footer).
const SIMPLE_BAR_PATHS = new Set([
  '/new-login',
  '/registration',
  '/login-email',
  '/forgot-password',
  '/email-sent',
  '/verify-email',
]);

const normalise = (pathname: string) =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** Whether the bar shows the cart button on this path (a trailing slash counts as the same path). */
export function showsCartButton(pathname: string): boolean {
  return !SIMPLE_BAR_PATHS.has(normalise(pathname));
}

/**
 * The logo goes home for visitors and to the restaurant list for customers; on
 * checkout (where a visitor sees the login screen) it always goes to the restaurant list.
 */
export function logoTarget(pathname: string, isLoggedIn: boolean): '/' | '/restaurant-list' {
  return isLoggedIn || normalise(pathname) === '/checkout' ? '/restaurant-list' : '/';
}

// ordering-core §2: the sign-in screens use the simple bar, without the cart button.
const SIMPLE_BAR_PATHS = new Set([
  '/new-login',
  '/registration',
  '/login-email',
  '/forgot-password',
  '/email-sent',
  '/verify-email',
]);

/** Whether the bar shows the cart button on this path (a trailing slash counts as the same path). */
export function showsCartButton(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !SIMPLE_BAR_PATHS.has(path.toLowerCase());
}

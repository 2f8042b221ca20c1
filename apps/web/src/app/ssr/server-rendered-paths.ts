import { matchPath } from 'react-router';

// Public screens rendered on the server (docs/web-rendering.md). Signed-in screens and the checkout stay
// client-rendered: the server never sees the session, so it could only render their signed-out view.
const SERVER_RENDERED = [
  '/',
  '/restaurant-list',
  '/restaurant/:slug',
  '/pickup',
  '/privacy',
  '/terms',
  '/login',
  '/new-login',
  '/login-email',
  '/registration',
  '/forgot-password',
  '/verify-forgot-otp',
  '/new-password',
  '/email-sent',
  '/verify-email',
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

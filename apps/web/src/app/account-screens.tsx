import { lazyRoute } from './ssr/lazy-route.ts';

// The sign-in, profile and settings screens by route path, each its own chunk. This table is itself a
// small chunk loaded by the route table (account-routes.tsx): listing fourteen screen chunks and their
// dependencies in the entry chunk would cost it ~1 KB gzip (docs/architecture.md#quality-bars).
const screens = {
  login: lazyRoute('src/features/auth/login-page.tsx', () => import('@/features/auth/login-page.tsx')),
  'new-login': lazyRoute(
    'src/features/auth/new-login-page.tsx',
    () => import('@/features/auth/new-login-page.tsx'),
  ),
  'login-email': lazyRoute(
    'src/features/auth/login-email-page.tsx',
    () => import('@/features/auth/login-email-page.tsx'),
  ),
  'forgot-password': lazyRoute(
    'src/features/auth/forgot-password-page.tsx',
    () => import('@/features/auth/forgot-password-page.tsx'),
  ),
  'verify-forgot-otp': lazyRoute(
    'src/features/auth/verify-forgot-otp-page.tsx',
    () => import('@/features/auth/verify-forgot-otp-page.tsx'),
  ),
  'new-password': lazyRoute(
    'src/features/auth/new-password-page.tsx',
    () => import('@/features/auth/new-password-page.tsx'),
  ),
  'email-sent': lazyRoute(
    'src/features/auth/email-sent-page.tsx',
    () => import('@/features/auth/email-sent-page.tsx'),
  ),
  registration: lazyRoute(
    'src/features/auth/registration-page.tsx',
    () => import('@/features/auth/registration-page.tsx'),
  ),
  'verify-email': lazyRoute(
    'src/features/auth/verify-email-page.tsx',
    () => import('@/features/auth/verify-email-page.tsx'),
  ),
  'phone-number': lazyRoute(
    'src/features/auth/phone-number-page.tsx',
    () => import('@/features/auth/phone-number-page.tsx'),
  ),
  'verify-phone': lazyRoute(
    'src/features/auth/verify-phone-page.tsx',
    () => import('@/features/auth/verify-phone-page.tsx'),
  ),
  'demo/outbox': lazyRoute(
    'src/features/auth/demo-outbox-page.tsx',
    () => import('@/features/auth/demo-outbox-page.tsx'),
  ),
  profile: lazyRoute(
    'src/features/profile/profile-page.tsx',
    () => import('@/features/profile/profile-page.tsx'),
  ),
  settings: lazyRoute(
    'src/features/settings/settings-page.tsx',
    () => import('@/features/settings/settings-page.tsx'),
  ),
};

export type AccountScreenName = keyof typeof screens;

export function screenRoute(screen: AccountScreenName) {
  return screens[screen];
}

export default function AccountScreen({ screen }: { screen: AccountScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}

import { lazy } from 'react';

// The sign-in, profile and settings screens by route path, each its own chunk. This table is itself a
// small chunk loaded by the route table (account-routes.tsx): listing fourteen screen chunks and their
// dependencies in the entry chunk would cost it ~1 KB gzip (DESIGN.md page weight).
const screens = {
  login: lazy(() => import('@/features/auth/login-page.tsx')),
  'new-login': lazy(() => import('@/features/auth/new-login-page.tsx')),
  'login-email': lazy(() => import('@/features/auth/login-email-page.tsx')),
  'forgot-password': lazy(() => import('@/features/auth/forgot-password-page.tsx')),
  'verify-forgot-otp': lazy(() => import('@/features/auth/verify-forgot-otp-page.tsx')),
  'new-password': lazy(() => import('@/features/auth/new-password-page.tsx')),
  'email-sent': lazy(() => import('@/features/auth/email-sent-page.tsx')),
  registration: lazy(() => import('@/features/auth/registration-page.tsx')),
  'verify-email': lazy(() => import('@/features/auth/verify-email-page.tsx')),
  'phone-number': lazy(() => import('@/features/auth/phone-number-page.tsx')),
  'verify-phone': lazy(() => import('@/features/auth/verify-phone-page.tsx')),
  'demo/outbox': lazy(() => import('@/features/auth/demo-outbox-page.tsx')),
  profile: lazy(() => import('@/features/profile/profile-page.tsx')),
  settings: lazy(() => import('@/features/settings/settings-page.tsx')),
};

export type AccountScreenName = keyof typeof screens;

export default function AccountScreen({ screen }: { screen: AccountScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}

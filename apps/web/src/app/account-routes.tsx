import type { RouteObject } from 'react-router';
import { loadNamespace } from '@/lib/i18n.ts';
import type * as AccountScreens from './account-screens.tsx';
import type { AccountScreenName } from './account-screens.tsx';
import { lazyRoute } from './ssr/lazy-route.ts';

// The sign-in, profile and settings screens (docs/product/screens.md#sign-in). Their table arrives with
// their texts (the `account` namespace), so no screen flashes untranslated keys.
export const AccountScreen = lazyRoute<{ screen: AccountScreenName }, typeof AccountScreens>(
  'src/app/account-screens.tsx',
  () => Promise.all([import('./account-screens.tsx'), loadNamespace('account')]).then(([m]) => m),
  (module, { screen }) => module.screenRoute(screen),
);

const route = (path: AccountScreenName): RouteObject => ({ path, element: <AccountScreen screen={path} /> });

/** Guests only: a signed-in user is sent back to the remembered origin or home. */
export const guestAccountScreens: RouteObject[] = [
  // Also /login/ — the guards send guests to /login/?redirect={path}.
  route('login'),
  route('new-login'),
  route('login-email'),
  route('forgot-password'),
  route('verify-forgot-otp'),
  route('new-password'),
  route('email-sent'),
  route('registration'),
  route('verify-email'),
];

/** Signed-in customers only: guests go to /login/?redirect={path}. */
export const signedInAccountScreens: RouteObject[] = [
  route('phone-number'),
  route('verify-phone'),
  route('profile'),
  route('settings'),
];

/** The demo mailbox: open to anyone; the screen itself says "Not available" outside demo mode. */
export const publicAccountScreens: RouteObject[] = [route('demo/outbox')];

import { Suspense, lazy } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, NavLink, useLocation } from 'react-router';
// "Delivering to" (docs/product/screens.md#addresses): a small button here; its panel is a lazily loaded
// chunk.
import { DeliveryBar } from '@/components/address/delivery-bar.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Heart, Store, UserRound, UtensilsCrossed } from '@/components/ui/icons.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useSession } from '@/hooks/use-session.ts';
import { paths } from '@/lib/paths.ts';
import { isFrameRender } from '@/lib/render-snapshot.ts';
import { logoTarget, showsCartButton } from './top-bar-variant.ts';

// The cart button (the shared cart store and the domain's cart parser) stays out of the entry chunk;
// a same-size placeholder holds its place for the moment it takes to load.
const CartButton = lazy(() => import('@/components/cart/cart-button.tsx'));
// The account menu queries the profile; it loads in its own chunk for signed-in customers only.
const AccountMenu = lazy(() => import('./account-menu.tsx'));
const DELIVERY_BAR_PLACE = 'col-span-2 row-start-2 pb-2 lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:pb-0';

/**
 * The main bar (docs/product/screens.md#top-bar-and-footer): the logo goes home for visitors and to the
 * restaurant list for signed-in customers. Visitors get the login button once the login route exists
 * (`loginPath`), signed-in customers the account menu. The sign-in screens hide the cart.
 */
export function TopBar({ loginPath, ordersPath }: { loginPath?: string; ordersPath?: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  // The frame of a signed-in screen (drawn on the server, docs/web-rendering.md) shows neither the login
  // button nor the account menu: a place the size of the menu, filled once the browser knows.
  const frame = isFrameRender();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      {/* A grid, so "Delivering to" gets a row of its own under the logo and links below lg, and the
          space between them from lg, without the links ever wrapping. */}
      <PageContainer className="grid min-h-16 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 lg:grid-cols-[auto_minmax(0,1fr)_auto]">
        <Link to={logoTarget(pathname, isLoggedIn)} className="justify-self-start rounded-lg">
          {/* Below 400 px a signed-in bar has no room for the name beside the links: the mark stays,
              the name is still read out. */}
          <Logo className="max-[399px]:[&>span:last-child]:sr-only" />
        </Link>
        {showsCartButton(pathname) && <DeliveryBar className={DELIVERY_BAR_PLACE} />}
        <nav aria-label={t('nav.main')} className="flex h-16 items-center justify-self-end gap-1 sm:gap-2">
          {/* Icons on phones (as for pick-up): at 375 px the bar has no room for the words and the cart. */}
          <NavLink
            to={paths.restaurantList}
            className={({ isActive }) =>
              cn(
                'flex items-center rounded-full p-2.5 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-stone-100 sm:px-3 sm:py-2',
                isActive ? 'text-primary-700' : 'text-stone-800',
              )
            }
          >
            <UtensilsCrossed aria-hidden="true" className="size-5 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{t('nav.restaurants')}</span>
          </NavLink>
          {/* An icon on phones, where the bar has no room for another word. */}
          <NavLink
            to={paths.pickup}
            className={({ isActive }) =>
              cn(
                'flex items-center rounded-full p-2.5 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-stone-100 sm:px-3 sm:py-2',
                isActive ? 'text-primary-700' : 'text-stone-800',
              )
            }
          >
            <Store aria-hidden="true" className="size-5 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{t('pickup.navLink')}</span>
          </NavLink>
          {isLoggedIn && (
            <NavLink
              to={paths.favourites}
              aria-label={t('favourites.navLink')}
              className={({ isActive }) =>
                cn(
                  'flex size-10 items-center justify-center rounded-full transition-colors hover:bg-stone-100',
                  isActive ? 'text-primary-700' : 'text-stone-800',
                )
              }
            >
              {({ isActive }) => (
                <Heart aria-hidden="true" className={cn('size-5', isActive && 'fill-current')} />
              )}
            </NavLink>
          )}
          {showsCartButton(pathname) && (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <CartButton />
            </Suspense>
          )}
          {frame && <span aria-hidden="true" className="h-10 w-14" />}
          {!isLoggedIn && !frame && loginPath && (
            // The sign-in flow returns to this page afterwards (docs/product/screens.md#routes-and-guards).
            // A login icon on phones, the word from the sm breakpoint.
            <ButtonLink
              to={loginPath}
              state={{ from: `${pathname}${search}` }}
              variant="secondary"
              className="max-sm:w-10 max-sm:px-0"
            >
              <UserRound aria-hidden="true" className="size-5 sm:hidden" />
              <span className="sr-only sm:not-sr-only">{t('nav.login')}</span>
            </ButtonLink>
          )}
          {isLoggedIn && (
            <Suspense fallback={<span aria-hidden="true" className="h-10 w-14" />}>
              <AccountMenu ordersPath={ordersPath} />
            </Suspense>
          )}
        </nav>
      </PageContainer>
    </header>
  );
}

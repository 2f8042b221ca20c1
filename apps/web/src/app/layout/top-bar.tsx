import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useSession } from '@/hooks/use-session.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The main bar (ordering-core §2): the logo goes home for visitors and to the restaurant list for
 * signed-in customers. The login button only appears once the login route exists (`loginPath`).
 */
export function TopBar({ loginPath }: { loginPath?: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <PageContainer className="flex h-16 items-center justify-between gap-4">
        <Link to={isLoggedIn ? paths.restaurantList : paths.home} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-2">
          <NavLink
            to={paths.restaurantList}
            className={({ isActive }) =>
              cn(
                'rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:bg-stone-100',
                isActive ? 'text-primary-700' : 'text-stone-800',
              )
            }
          >
            {t('nav.restaurants')}
          </NavLink>
          {!isLoggedIn && loginPath && (
            <ButtonLink to={loginPath} variant="secondary">
              {t('nav.login')}
            </ButtonLink>
          )}
        </nav>
      </PageContainer>
    </header>
  );
}

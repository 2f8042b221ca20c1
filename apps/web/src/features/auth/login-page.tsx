import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Mail } from '@/components/ui/icons.ts';
import { useAccountConfiguration } from '@/hooks/use-account-configuration.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { paths } from '@/lib/paths.ts';
import { signInOrigin } from '@/lib/redirects.ts';
import { AuthCard } from './components/auth-card.tsx';
import { GoogleSignIn } from './components/google-sign-in.tsx';
import { splitTags } from './utils/split-tags.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * The login landing (docs/product/screens.md#sign-in): Google when configured, "or", continue with e-mail,
 * legal links.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { search, state } = useLocation();
  const { configuration } = useAccountConfiguration();
  usePageView(t('auth.landing.documentTitle'));
  // /login/?redirect={path} from a guard, or the origin the bar's login button passed on.
  const from = signInOrigin(search, state);
  const googleClientId = configuration?.googleClientId ?? null;

  return (
    <AuthCard
      title={t('auth.landing.title')}
      description={t('auth.landing.subtitle')}
      footer={
        <p>
          {splitTags(t('auth.landing.legal')).map(({ tag, text }, index) =>
            tag === 'terms' || tag === 'privacy' ? (
              <Link key={index} to={paths[tag]} className={linkClasses}>
                {text}
              </Link>
            ) : (
              text
            ),
          )}
        </p>
      }
    >
      <div className="flex flex-col gap-4">
        {/* No spinner while the configuration loads: the e-mail button works at once, and a spinner that
            vanishes would pull it up under the pointer (docs/layout-and-images.md). */}
        {googleClientId && (
          <>
            <GoogleSignIn clientId={googleClientId} from={from} />
            <div className="flex items-center gap-3 text-sm text-stone-600">
              <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
              {t('auth.landing.or')}
              <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
            </div>
          </>
        )}
        <ButtonLink to={accountPaths.newLogin} state={{ from }} size="lg" className="w-full">
          <Mail aria-hidden="true" className="size-5" />
          {t('auth.landing.continueWithEmail')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

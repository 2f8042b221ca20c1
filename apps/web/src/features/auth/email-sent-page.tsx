import { useTranslation } from '@/hooks/use-translation.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Mail } from '@/components/ui/icons.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';

/** "Check your email" (docs/product/screens.md#sign-in), with the way back to the e-mail login. */
export default function EmailSentPage() {
  const { t } = useTranslation('account');
  const { email, from } = useAuthFlowState();
  usePageView(t('auth.emailSent.title'));
  return (
    <AuthCard title={t('auth.emailSent.title')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-600"
        >
          <Mail className="size-8" />
        </span>
        <p className="text-stone-700">{t('auth.emailSent.body')}</p>
        <ButtonLink to={accountPaths.loginEmail} state={{ email, from }} size="lg" className="w-full">
          {t('auth.common.backToLogin')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

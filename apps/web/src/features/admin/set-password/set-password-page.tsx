import { isStrongPassword } from '@food/domain';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SetPasswordWithTokenDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { apiError } from '@/lib/api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { SetPasswordHeading } from './set-password-heading.tsx';

type Problem = 'invalid' | 'expired' | 'used';
const PROBLEMS: readonly string[] = ['invalid', 'expired', 'used'];

/** Why the server refused the link (extensions.link), if it did. */
function linkProblem(error: CombinedError): Problem | null {
  const link = error.graphQLErrors[0]?.extensions?.['link'];
  return typeof link === 'string' && PROBLEMS.includes(link) ? (link as Problem) : null;
}

/**
 * /admin/set-password#token=…: the operator made by `create-admin --link` chooses a password
 * (docs/admin.md "The first operator"), then signs in. Reached signed out; the token is in the
 * fragment, which the browser never sends to a server.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const [{ fetching }, setPassword] = useTypedMutation(SetPasswordWithTokenDocument);
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const [problem, setProblem] = useState<string | null>(token ? null : t('setPassword.invalid'));
  usePageView(t('setPassword.title'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isStrongPassword(password)) return setFieldError({ password: t('setPassword.rule') });
    if (confirm !== password) return setFieldError({ confirm: t('setPassword.mismatch') });
    setFieldError({});
    const result = await setPassword({ token, password });
    if (result.data?.setPasswordWithToken) {
      showToast('success', t('setPassword.done'));
      return navigate(accountPaths.login, { replace: true });
    }
    const refused = result.error ? linkProblem(result.error) : null;
    if (refused) return setProblem(t(`setPassword.${refused}`));
    if (result.error && apiError(result.error).code === 'BAD_USER_INPUT')
      return setFieldError({ password: t('setPassword.rule') });
    setProblem(
      result.error ? (apiError(result.error).message ?? t('setPassword.failed')) : t('setPassword.failed'),
    );
  };

  return (
    <PageContainer width="narrow" className="space-y-5 py-10">
      <SetPasswordHeading />
      <h1 className="text-2xl font-bold text-stone-900">{t('setPassword.title')}</h1>
      <p className="text-stone-800">{t('setPassword.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label={t('setPassword.password')}
          toggleLabel={t('setPassword.show')}
          autoComplete="new-password"
          autoFocus
          hint={t('setPassword.rule')}
          error={fieldError.password}
          value={password}
          onChange={(event) => setPasswordValue(event.target.value)}
        />
        <PasswordField
          label={t('setPassword.confirm')}
          toggleLabel={t('setPassword.show')}
          autoComplete="new-password"
          error={fieldError.confirm}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {problem && (
          <Alert>
            {problem} <Link to={accountPaths.login}>{t('setPassword.signIn')}</Link>
          </Alert>
        )}
        <Button type="submit" disabled={fetching || !token}>
          {t('setPassword.submit')}
        </Button>
      </form>
    </PageContainer>
  );
}

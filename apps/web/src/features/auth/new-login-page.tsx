import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { Field } from '@/components/forms/field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { EmailExistDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useValidationText } from '@/hooks/use-validation-text.ts';
import { useSchemaForm } from '@/hooks/use-schema-form.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';
import { AuthCard } from './components/auth-card.tsx';
import { SubmitButton } from './components/submit-button.tsx';
import { useAuthFlowState } from './hooks/use-auth-flow-state.ts';

const schema = lazySchema(() => import('./utils/form-schemas.ts').then((m) => m.emailEntrySchema));

/**
 * E-mail entry (docs/product/screens.md#sign-in): a known e-mail continues to /login-email, an unknown one to
 * /registration; both replace this entry in the history and carry the e-mail and origin.
 */
export default function NewLoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { email, from } = useAuthFlowState();
  const validationText = useValidationText();
  const [, emailExist] = useTypedMutation(EmailExistDocument);
  const [hasFailed, setFailed] = useState(false);
  usePageView(t('auth.emailEntry.title'));
  const form = useSchemaForm({ schema, defaultValues: { email: email ?? '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    const result = await emailExist({ email: values.email });
    if (!result.data) return setFailed(true);
    const target = result.data.emailExist._id ? accountPaths.loginEmail : accountPaths.registration;
    navigate(target, { replace: true, state: { email: values.email, from } });
  });

  return (
    <AuthCard title={t('auth.emailEntry.title')} description={t('auth.emailEntry.hint')}>
      <form noValidate onInput={schema.preload} onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field
          label={t('auth.common.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={validationText(form.errors.email)}
          {...form.register('email')}
        />
        {hasFailed && <Alert>{t('auth.common.somethingWentWrong')}</Alert>}
        <SubmitButton isBusy={form.isSubmitting}>{t('auth.common.continue')}</SubmitButton>
      </form>
    </AuthCard>
  );
}

import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firstRegistrationError } from '@food/domain';
import { Field } from '@/components/forms/field.tsx';
import { PasswordField } from '@/components/forms/password-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitRegistrationDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { paths } from '@/lib/paths.ts';
import { formToast } from '../hooks/form-toast.ts';
import { formText } from './form-text.ts';
import { PhoneField } from './phone-field.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

/**
 * The plan a pricing link may pass in navigation state (docs/applications.md#what-the-api-does: declared, not
 * rendered).
 */
function planFrom(state: unknown): string | undefined {
  const plan = (state as { plan?: unknown } | null)?.plan;
  return typeof plan === 'string' ? plan : undefined;
}

/**
 * Vendor and rider sign-up (docs/applications.md#the-forms): the first failed rule, in order, is an error
 * toast; success clears the form, shows a toast and opens /ThankYouPage; a failure keeps the form.
 */
export function RegistrationForm({ isRider }: { isRider: boolean }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const location = useLocation();
  const [{ fetching }, submit] = useTypedMutation(SubmitRegistrationDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { text, checked, phone } = formText(form);
    const values = {
      name: text('name'),
      email: text('email').trim(),
      phone: phone(),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      termsAccepted: checked('terms'),
    };
    const rule = firstRegistrationError(values);
    if (rule) return formToast('error', t(`errors.${rule}`));
    const plan = isRider ? undefined : planFrom(location.state);
    const result = await submit({ input: { ...values, isRider, ...(plan ? { plan } : {}) } });
    if (result.error || !result.data) return formToast('error', t('toasts.notFormSubmission'));
    form.reset();
    formToast('success', t('toasts.formSubmission'));
    navigate(paths.thankYou);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label={t('fields.name')} name="name" autoComplete="name" required />
      <Field label={t('fields.email')} name="email" type="email" autoComplete="email" required />
      <PhoneField />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        toggleLabel={t('fields.showPassword')}
        required
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        toggleLabel={t('fields.showPassword')}
        required
      />
      <TermsCheckbox />
      <Button type="submit" size="lg" disabled={fetching} aria-busy={fetching}>
        {fetching ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { firstContactError } from '@food/domain';
import { Field } from '@/components/forms/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/forms/field.tsx';
import { cn } from '@/components/ui/cn.ts';
import { SubmitContactMessageDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { apiError } from '@/lib/api-error.ts';
import { paths } from '@/lib/paths.ts';
import { formToast } from '../hooks/form-toast.ts';
import { formText } from './form-text.ts';
import { PhoneField } from './phone-field.tsx';

type Channel = 'PHONE' | 'EMAIL';

/**
 * One of the contact page's two forms (docs/applications.md#the-forms): by phone (name, phone, message) or by
 * e-mail (name, e-mail, message). Rule failures and a failed send are error toasts; the server's own message
 * is shown when it has one; success clears the form and opens /ThankYouPage.
 */
export function ContactForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const messageId = useId();
  const [{ fetching }, submit] = useTypedMutation(SubmitContactMessageDocument);
  const copy = channel === 'PHONE' ? 'byPhone' : 'byEmail';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { text, phone } = formText(form);
    const input = {
      channel,
      name: text('name'),
      message: text('message'),
      ...(channel === 'PHONE' ? { phone: phone() } : { email: text('email').trim() }),
    };
    const rule = firstContactError(input);
    if (rule) return formToast('error', t(`errors.${rule}`));
    const result = await submit({ input });
    if (result.error || !result.data) {
      const message = result.error ? apiError(result.error).message : null;
      return formToast('error', message ?? t('toasts.notFormSubmission'));
    }
    form.reset();
    formToast('success', t('toasts.formSubmission'));
    navigate(paths.thankYou);
  };

  return (
    <section
      aria-labelledby={`${messageId}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div>
        <h2 id={`${messageId}-title`} className="text-2xl font-bold text-stone-900">
          {t(`contact.${copy}.title`)}
        </h2>
        <p className="mt-1 text-stone-600">{t(`contact.${copy}.text`)}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field label={t('fields.name')} name="name" autoComplete="name" required />
        {channel === 'PHONE' ? (
          <PhoneField />
        ) : (
          <Field label={t('fields.email')} name="email" type="email" autoComplete="email" required />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={messageId} className="text-sm font-semibold text-stone-800">
            {t('fields.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={5}
            required
            className={cn(inputClasses, 'h-auto border-stone-300 py-3')}
          />
        </div>
        <Button type="submit" size="lg" disabled={fetching} aria-busy={fetching}>
          {fetching ? t('sending') : t(`contact.${copy}.submit`)}
        </Button>
      </form>
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { useClient } from 'urql';
import { isValidEmail } from '@food/domain';
import { SubscribeNewsletterDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { documentText } from '@/lib/registered-documents.ts';
import { showToast } from '@/lib/toast.ts';

/**
 * The footer's subscribe box (docs/applications.md#subscriptions): stores a subscription the address confirms
 * from a mail (docs/applications.md). On every page, so it stays a plain form: no state until it is sent.
 */
export function SubscribeBox() {
  const { t } = useTranslation();
  const client = useClient();
  const [isSending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!isValidEmail(email)) return showToast('error', t('footer.subscribe.invalid'));
    setSending(true);
    const result = await client.mutation(documentText(SubscribeNewsletterDocument), { email }).toPromise();
    setSending(false);
    if (result.error || !result.data) return showToast('error', t('footer.subscribe.failed'));
    form.reset();
    showToast('success', t('footer.subscribe.sent'));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="subscribe-title" className="space-y-3">
      <h2 id="subscribe-title" className="font-semibold text-white">
        {t('footer.subscribe.title')}
      </h2>
      <p className="text-sm">{t('footer.subscribe.text')}</p>
      <div className="flex gap-2">
        <label htmlFor="subscribe-email" className="sr-only">
          {t('footer.subscribe.label')}
        </label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('footer.subscribe.label')}
          className="h-11 w-full min-w-0 flex-1 rounded-full border border-stone-600 bg-stone-800 px-4 text-white placeholder:text-stone-400 focus:border-primary-500"
        />
        <button
          type="submit"
          disabled={isSending}
          className="h-11 shrink-0 rounded-full bg-primary-600 px-5 font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
        >
          {t('footer.subscribe.button')}
        </button>
      </div>
    </form>
  );
}

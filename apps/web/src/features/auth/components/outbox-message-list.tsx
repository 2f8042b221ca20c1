import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import { Alert } from '@/components/ui/alert.tsx';
import { Mail, Phone } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { DemoOutboxQuery } from '@/gql/graphql.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { newestFirst } from '../utils/newest-first.ts';

type Message = DemoOutboxQuery['demoOutbox'][number];

export function OutboxMessageList({
  messages,
  isLoading,
  error,
}: {
  messages: readonly Message[];
  isLoading: boolean;
  error: CombinedError | undefined;
}) {
  const { t, i18n } = useTranslation('account');
  if (isLoading) return <Spinner className="mt-8" />;
  if (error) return <Alert className="mt-6">{errorMessage(error)}</Alert>;
  if (messages.length === 0) return <p className="mt-8 text-stone-600">{t('auth.outbox.empty')}</p>;
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <ol className="mt-6 flex flex-col gap-4">
      {newestFirst(messages).map((message) => {
        const Icon = message.channel.toUpperCase() === 'SMS' ? Phone : Mail;
        const sentAt = new Date(message.createdAt);
        return (
          <li key={message._id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="flex items-center gap-2 font-bold text-stone-900">
                <Icon aria-hidden="true" className="size-4 text-primary-600" />
                {message.subject}
              </h2>
              <time dateTime={message.createdAt} className="text-sm text-stone-600">
                {Number.isNaN(sentAt.getTime()) ? message.createdAt : time.format(sentAt)}
              </time>
            </div>
            <p className="mt-2 break-words whitespace-pre-wrap text-stone-700">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

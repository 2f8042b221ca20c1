import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  RiderChatDocument,
  type RiderChatMessageFieldsFragment,
  RiderNewChatMessageDocument,
  RiderSendChatMessageDocument,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';

type Message = RiderChatMessageFieldsFragment;

/** The chat with the customer of the rider's delivery (the same chat the customer sees). */
export function RiderChat({ orderId, customerName }: { orderId: string; customerName: string }) {
  const { t } = useTranslation('rider');
  const [{ data }] = useTypedQuery({
    query: RiderChatDocument,
    variables: { order: orderId },
    requestPolicy: 'network-only',
  });
  const [{ data: live }] = useTypedSubscription(
    { query: RiderNewChatMessageDocument, variables: { order: orderId } },
    (messages: Message[] = [], event) => [...messages, event.subscriptionNewMessage],
  );
  const [sent, setSent] = useState<Message[]>([]);
  const [{ fetching }, send] = useTypedMutation(RiderSendChatMessageDocument);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const messages = useMemo(() => {
    const byId = new Map<string, Message>();
    for (const message of [...(data?.chat ?? []), ...(live ?? []), ...sent]) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }, [data, live, sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setError(null);
    const result = await send({ orderId, message: { message } });
    const answer = result.data?.sendChatMessage;
    if (result.error || !answer?.success || !answer.data) {
      setError(t('chat.failed'));
      return;
    }
    const stored = answer.data;
    setSent((current) => [...current, stored]);
    setText('');
  };

  return (
    <section
      aria-labelledby="rider-chat-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h3 id="rider-chat-title" className="font-semibold text-stone-900">
        {t('chat.title', { name: customerName })}
      </h3>
      <ol
        aria-live="polite"
        className="flex max-h-72 flex-col gap-2 overflow-y-auto"
        data-testid="rider-chat-messages"
      >
        {messages.length === 0 && <li className="text-sm text-stone-700">{t('chat.empty')}</li>}
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-900">
            <span className="font-semibold">{message.user.name}: </span>
            {message.message}
          </li>
        ))}
      </ol>
      {error && <Alert>{error}</Alert>}
      <form onSubmit={(event) => void submit(event)} className="flex gap-2">
        <label htmlFor="rider-chat-input" className="sr-only">
          {t('chat.label')}
        </label>
        <input
          id="rider-chat-input"
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-full border border-stone-300 px-4 text-stone-900"
          placeholder={t('chat.placeholder')}
        />
        <Button type="submit" disabled={fetching || text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </form>
    </section>
  );
}

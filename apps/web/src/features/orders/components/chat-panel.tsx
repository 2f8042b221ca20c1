import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { type ChatMessage, useChat } from '../hooks/use-chat.ts';
import { shortTime } from '../utils/order-times.ts';

type Props = { orderId: string; customerId: string; onClose: () => void };

/**
 * "Let's start chat with your rider" (docs/product/validation.md#reviews-and-chat): Enter sends, Shift+Enter
 * adds a line, an empty message is never sent. A failure stays on screen as an alert (rather than a browser
 * alert, so it is accessible) and the typed text is kept.
 */
export default function ChatPanel({ orderId, customerId, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { messages, loading, error, sending, send } = useChat(orderId);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = async () => {
    const message = text.trim();
    if (!message || sending) return;
    setFailure(null);
    const problem = await send(message);
    if (problem) setFailure(t('chat.failed', { message: problem }));
    else setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="sheet" closeLabel={t('chat.close')} className="h-[80dvh] md:h-[70dvh]">
        <div className="border-b border-stone-200 p-4 pe-16">
          <DialogTitle className="text-lg">{t('chat.title')}</DialogTitle>
        </div>
        <div
          ref={listRef}
          role="log"
          aria-label={t('chat.messagesLabel')}
          className="flex flex-1 flex-col overflow-y-auto bg-stone-50 p-4"
        >
          {loading && <Spinner label={t('chat.loading')} className="self-center" />}
          {!loading && messages.length === 0 && (
            <p className="m-auto text-center text-stone-600">{t('chat.empty')}</p>
          )}
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} own={message.user.id === customerId} />
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-2 border-t border-stone-200 p-3">
          {error && <Alert>{t('chat.loadFailed', { message: errorMessage(error) })}</Alert>}
          {failure && <Alert>{failure}</Alert>}
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {t('chat.inputLabel')}
            </label>
            <textarea
              id={inputId}
              value={text}
              rows={2}
              maxLength={1000}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('chat.placeholder')}
              aria-describedby={`${inputId}-hint`}
              className="min-h-12 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-stone-900 outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30"
            />
            <Button type="submit" disabled={sending || text.trim() === ''}>
              {t('chat.send')}
            </Button>
          </form>
          <p id={`${inputId}-hint`} className="text-xs text-stone-600">
            {t('chat.hint')}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const name = own ? t('chat.you') : message.user.name || t('chat.guest');
  return (
    <li
      data-own={own}
      className={cn(
        'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
        own
          ? 'self-end bg-primary-700 text-white'
          : 'self-start bg-white text-stone-900 ring-1 ring-stone-200',
      )}
    >
      <p className={cn('text-xs font-semibold', own ? 'text-primary-50' : 'text-stone-600')}>
        <bdi>{name}</bdi>
      </p>
      <p className="break-words whitespace-pre-wrap">
        <bdi>{message.message}</bdi>
      </p>
      <p className={cn('text-end text-xs', own ? 'text-primary-50' : 'text-stone-600')}>
        <time dateTime={message.createdAt}>{shortTime(message.createdAt, i18n.language)}</time>
      </p>
    </li>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { SaveWebPushSubscriptionDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { markAsked, subscribeToPush, wasAsked } from './web-push.ts';

/**
 * The one-time Web Push offer after sign-in: a small card whose button asks the browser for
 * permission (never on page load by itself). With permission already granted the subscription is
 * refreshed and saved quietly. Failures are logged only: in-app toasts still inform the customer.
 */
export default function WebPushPrompt({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('orders');
  const [, saveToken] = useTypedMutation(SaveWebPushSubscriptionDocument);
  const [visible, setVisible] = useState(() => Notification.permission === 'default' && !wasAsked());

  const register = async () => {
    try {
      const token = await subscribeToPush(publicKey);
      await saveToken({ token });
    } catch (error) {
      console.warn('web push registration failed', error);
    }
  };

  useEffect(() => {
    if (Notification.permission === 'granted') void register();
    // Once per key (and session): the saved subscription only changes with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publicKey]);

  if (!visible) return null;
  const answer = async (enable: boolean) => {
    markAsked();
    setVisible(false);
    if (enable && (await Notification.requestPermission()) === 'granted') await register();
  };
  return (
    <aside
      aria-label={t('notifications.pushLabel')}
      className="fixed inset-x-4 bottom-4 z-40 flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-stone-200 sm:start-auto sm:end-6 sm:max-w-sm"
    >
      <p className="font-semibold text-stone-900">{t('notifications.pushPrompt')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void answer(false)}>
          {t('notifications.pushDismiss')}
        </Button>
        <Button onClick={() => void answer(true)}>{t('notifications.pushEnable')}</Button>
      </div>
    </aside>
  );
}

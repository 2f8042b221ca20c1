import { useEffect, useState } from 'react';
import { pushSupported, SERVICE_WORKER_PATH, subscribeToPush } from '@/components/notifications/web-push.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SaveWebPushSubscriptionDocument, WebPushKeyDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';

/**
 * "Turn on alerts": this browser's Web Push subscription, saved for the restaurant account the same
 * way customers save theirs; new orders then arrive as notifications while the tab is hidden or
 * closed (a click opens /console). Hidden where the platform has no VAPID key or the browser no push.
 */
export function AlertsButton() {
  const { t } = useTranslation('console');
  const [{ data }] = useTypedQuery({ query: WebPushKeyDocument });
  const [, save] = useTypedMutation(SaveWebPushSubscriptionDocument);
  const [state, setState] = useState<'idle' | 'on' | 'denied' | 'failed'>('idle');
  // Permission alone is not "on": the site may be allowed to notify (the customer side asked, or the
  // owner cleared the browser's data) while this browser holds no subscription for the server to send
  // to. Only a subscription this browser still has says alerts were turned on here.
  useEffect(() => {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    let current = true;
    void hasPushSubscription().then((has) => {
      if (current && has) setState((state) => (state === 'idle' ? 'on' : state));
    });
    return () => {
      current = false;
    };
  }, []);
  const key = data?.configuration?.webPushPublicKey;
  if (!key || !pushSupported()) return null;

  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
    try {
      const result = await save({ token: await subscribeToPush(key) });
      setState(result.error ? 'failed' : 'on');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void turnOn()}>
        {state === 'on' ? t('alerts.refresh') : t('alerts.turnOn')}
      </Button>
      {state === 'on' && (
        <p role="status" className="text-sm text-stone-700">
          {t('alerts.on')}
        </p>
      )}
      {state === 'denied' && <Alert>{t('alerts.denied')}</Alert>}
      {state === 'failed' && <Alert>{t('alerts.failed')}</Alert>}
    </div>
  );
}

async function hasPushSubscription(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_PATH);
    return Boolean(await registration?.pushManager.getSubscription());
  } catch {
    return false;
  }
}

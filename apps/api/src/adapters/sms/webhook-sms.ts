import type { Db } from '../../db/types.ts';
import type { Logger } from '../logger.ts';
import { DeliveryError } from '../mail/mailer.ts';
import { markOutboxFailed, markOutboxSent, maskSecrets, recordOutbox } from '../outbox/outbox-store.ts';
import type { SmsSender } from './sms-sender.ts';

const TIMEOUT_MS = 10_000;

/**
 * SMS_WEBHOOK_URL: each message is POSTed as JSON {to, body}; any 2xx answer counts as sent. A small
 * gateway (Twilio, Vonage, an in-house relay) sits behind it. Each message is also recorded.
 */
export function createWebhookSms({
  db,
  url,
  log,
  now = () => new Date(),
}: {
  db: Db;
  url: string;
  log: Logger;
  now?: () => Date;
}): SmsSender {
  return {
    async send({ to, text, secrets }) {
      const id = await recordOutbox(db, {
        channel: 'SMS',
        recipient: to,
        subject: '',
        body: maskSecrets(text, secrets),
      });
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, body: text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markOutboxFailed(db, id, reason);
        log.warn({ outboxId: id, reason }, 'sms: webhook delivery failed');
        throw new DeliveryError(reason);
      }
      await markOutboxSent(db, id, now());
    },
  };
}

import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createInProcessPubSub } from './pubsub/in-process-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { createRedisPubSub } from './pubsub/redis-pubsub.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createDbRateLimiter } from './rate-limit/db-rate-limiter.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { createRedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';
import { createNoopPushSender } from './push/noop-push-sender.ts';
import type { PushSender } from './push/push-sender.ts';
import { createWebPushSender } from './push/web-push-sender.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createWebhookSms } from './sms/webhook-sms.ts';

export type MessagingAdapters = {
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  push: PushSender;
};

/**
 * The one place that picks mail, SMS and rate-limit implementations from the environment
 * (docs/architecture.md#the-shape: every external service has an offline default and a real implementation
 * chosen by variables).
 */
export function createMessagingAdapters({
  config,
  db,
  log,
}: {
  config: Pick<
    Config,
    | 'smtpUrl'
    | 'mailFrom'
    | 'smsWebhookUrl'
    | 'redisUrl'
    | 'vapidPublicKey'
    | 'vapidPrivateKey'
    | 'vapidSubject'
  >;
  db: Db;
  log: Logger;
}): MessagingAdapters {
  return {
    mailer: config.smtpUrl
      ? createSmtpMailer({ db, url: config.smtpUrl, from: config.mailFrom, log })
      : createOutboxMailer({ db }),
    sms: config.smsWebhookUrl
      ? createWebhookSms({ db, url: config.smsWebhookUrl, log })
      : createOutboxSms({ db }),
    rateLimiter: config.redisUrl
      ? createRedisRateLimiter({ url: config.redisUrl, log })
      : createDbRateLimiter({ db }),
    push:
      config.vapidPublicKey && config.vapidPrivateKey
        ? createWebPushSender({
            publicKey: config.vapidPublicKey,
            privateKey: config.vapidPrivateKey,
            subject: config.vapidSubject,
            log,
          })
        : createNoopPushSender(),
  };
}

/** Subscriptions across instances through Redis when REDIS_URL is set; one process only otherwise. */
export function createPubSub({
  config,
  log,
  onDelivered,
}: {
  config: Pick<Config, 'redisUrl'>;
  log: Logger;
  /** The metrics' pub/sub delivery lag (http/metrics.ts), when metrics are on. */
  onDelivered?: (lagMs: number) => void;
}): PubSub {
  return config.redisUrl
    ? createRedisPubSub({ url: config.redisUrl, log, onDelivered })
    : createInProcessPubSub({ onDelivered });
}

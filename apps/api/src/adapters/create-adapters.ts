import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createDbRateLimiter } from './rate-limit/db-rate-limiter.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { createRedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createWebhookSms } from './sms/webhook-sms.ts';

export type MessagingAdapters = { mailer: Mailer; sms: SmsSender; rateLimiter: RateLimiter };

/**
 * The one place that picks mail, SMS and rate-limit implementations from the environment (DESIGN.md:
 * every external service has an offline default and a real implementation chosen by variables).
 */
export function createMessagingAdapters({
  config,
  db,
  log,
}: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsWebhookUrl' | 'redisUrl'>;
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
      ? createRedisRateLimiter({ url: config.redisUrl })
      : createDbRateLimiter({ db }),
  };
}

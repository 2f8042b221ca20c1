import type { Db } from '../../db/types.ts';
import { recordOutbox } from '../outbox/outbox-store.ts';
import type { SmsSender } from './sms-sender.ts';

/** The offline default: SMS is stored in the outbox, where demo mode lets the recipient read it. */
export function createOutboxSms({ db }: { db: Db }): SmsSender {
  return {
    async send({ to, text }) {
      await recordOutbox(db, { channel: 'SMS', recipient: to, subject: '', body: text });
    },
  };
}

import type { Db } from '../../db/types.ts';
import { recordOutbox } from '../outbox/outbox-store.ts';
import type { Mailer } from './mailer.ts';

/** The offline default: mail is stored in the outbox, where demo mode lets the recipient read it. */
export function createOutboxMailer({ db }: { db: Db }): Mailer {
  return {
    async send({ to, subject, text }) {
      await recordOutbox(db, { channel: 'EMAIL', recipient: to, subject, body: text });
    },
    close: async () => {},
  };
}

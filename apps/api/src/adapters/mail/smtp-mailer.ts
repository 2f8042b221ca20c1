import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/types.ts';
import type { Logger } from '../logger.ts';
import { markOutboxFailed, markOutboxSent, maskSecrets, recordOutbox } from '../outbox/outbox-store.ts';
import { DeliveryError, type Mailer } from './mailer.ts';

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) via nodemailer; each mail is also recorded. */
export function createSmtpMailer({
  db,
  url,
  from,
  log,
  now = () => new Date(),
}: {
  db: Db;
  url: string;
  from: string;
  log: Logger;
  now?: () => Date;
}): Mailer {
  // Short timeouts: a code request should fail in seconds, not hang for nodemailer's 2-minute default.
  // nodemailer is loaded with the first mail, not at start-up (docs/architecture.md "Start-up").
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send({ to, subject, text, secrets }) {
      const id = await recordOutbox(db, {
        channel: 'EMAIL',
        recipient: to,
        subject,
        body: maskSecrets(text, secrets),
      });
      try {
        await (await transportOnce()).sendMail({ from, to, subject, text });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markOutboxFailed(db, id, reason);
        log.warn({ outboxId: id, reason }, 'mail: SMTP delivery failed');
        throw new DeliveryError(reason);
      }
      await markOutboxSent(db, id, now());
    },
    close: async () => (await transport)?.close(),
  };
}

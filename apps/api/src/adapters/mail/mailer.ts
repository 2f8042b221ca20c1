/** A plain-text e-mail. `secrets` are values (a verification code) no stored copy may keep once sent. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  secrets?: readonly string[];
};

/**
 * Sends mail (docs/architecture.md#the-shape): the outbox by default, SMTP when SMTP_URL is set. `send`
 * resolves once the message is accepted and rejects with DeliveryError when it could not be handed over.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The message could not be handed to the mail or SMS service; the outbox row holds the reason. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

/** A text message. `secrets` are values (a verification code) no stored copy may keep once sent. */
export type SmsMessage = { to: string; text: string; secrets?: readonly string[] };

/**
 * Sends SMS (docs/architecture.md#the-shape): the outbox by default, an HTTP webhook when SMS_WEBHOOK_URL is
 * set. `send` rejects with DeliveryError (adapters/mail/mailer.ts) when the message could not be handed over.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

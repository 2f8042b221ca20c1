import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { ApplicationsDeps } from './applications-deps.ts';

/**
 * Mails the team and the sender about a stored submission. The stored row is what counts: a mail that
 * cannot leave is logged (its outbox row keeps the reason) and does not turn the submission into a
 * failure the user would answer by sending it again.
 */
export async function deliverNotices(
  { mailer, log }: Pick<ApplicationsDeps, 'mailer' | 'log'>,
  messages: MailMessage[],
): Promise<void> {
  const results = await Promise.allSettled(messages.map((message) => mailer.send(message)));
  for (const result of results) {
    if (result.status === 'rejected') {
      log.warn({ reason: String(result.reason) }, 'applications: a notice mail could not be sent');
    }
  }
}

import { isValidEmail } from '@food/domain';
import { DeliveryError } from '../../adapters/mail/mailer.ts';
import { userError } from '../../errors.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { subscriptionMail } from './application-mails.ts';
import { normaliseEmail, rejectRule } from './application-inputs.ts';
import { findSubscriptionByEmail, upsertPendingSubscription } from './applications.repository.ts';
import { submitted, type ApplicationsDeps } from './applications-deps.ts';
import { newLinkToken, publicBase } from './link-tokens.ts';

/** Where the mail's links lead: web pages that call confirmNewsletter / unsubscribeNewsletter. */
export const CONFIRM_PATH = '/EmailConfirmation';
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * subscribeNewsletter (the footer's box, docs/applications.md#subscriptions): double opt-in. A new or lapsed
 * address gets a PENDING row with fresh link tokens and a mail with both links; a confirmed one is left
 * alone. The answer is the same either way, so the box does not reveal who is subscribed.
 */
export async function subscribeNewsletter(options: ApplicationsDeps & { email: string }) {
  const { db, config } = options;
  const email = normaliseEmail(options.email);
  if (!email) rejectRule('emailRequired');
  if (!isValidEmail(email)) rejectRule('invalidEmail');
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'applicationPerIp', subject: options.clientIp },
      { rule: 'applicationPerEmail', subject: `email:${email}` },
    ],
  });
  const existing = await findSubscriptionByEmail(db, email);
  if (existing?.status === 'CONFIRMED') return submitted();

  const confirm = newLinkToken();
  const unsubscribe = newLinkToken();
  await upsertPendingSubscription(db, {
    email,
    confirmTokenHash: confirm.hash,
    unsubscribeTokenHash: unsubscribe.hash,
  });
  const base = publicBase(config);
  try {
    await options.mailer.send(
      subscriptionMail({
        to: email,
        confirmUrl: `${base}${CONFIRM_PATH}?token=${confirm.token}`,
        unsubscribeUrl: `${base}${UNSUBSCRIBE_PATH}?token=${unsubscribe.token}`,
      }),
    );
  } catch (error) {
    // Without the mail the links exist nowhere; subscribing again makes new ones.
    if (error instanceof DeliveryError) {
      throw userError('DELIVERY_FAILED', 'We could not send the confirmation e-mail. Please try again.');
    }
    throw error;
  }
  return submitted();
}

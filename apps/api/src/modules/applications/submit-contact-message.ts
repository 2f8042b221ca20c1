import { firstContactError } from '@food/domain';
import type { ContactMessageInput } from '../../generated/graphql.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { contactReceiptMail, teamContactMail } from './application-mails.ts';
import { normaliseEmail, rejectRule, withPlus } from './application-inputs.ts';
import { insertApplication } from './applications.repository.ts';
import { submitted, type ApplicationsDeps } from './applications-deps.ts';
import { deliverNotices } from './deliver-notices.ts';

// Contact messages are stored with this role (docs/product/data.md#applications).
export const CONTACT_ROLE = 'Contact Us email';

/**
 * submitContactMessage (/contact_us, docs/applications.md#pages): by phone (a call back) or by e-mail.
 * Stored, then mailed to the team, and by e-mail a receipt to the sender.
 */
export async function submitContactMessage(options: ApplicationsDeps & { input: ContactMessageInput }) {
  const { db, config, input } = options;
  const rule = firstContactError(input);
  if (rule) rejectRule(rule);
  const byPhone = input.channel === 'PHONE';
  const contact = {
    name: input.name.trim(),
    phone: byPhone ? withPlus(input.phone ?? '') : null,
    email: byPhone ? null : normaliseEmail(input.email ?? ''),
    message: input.message.trim(),
  };
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'applicationPerIp', subject: options.clientIp },
      { rule: 'applicationPerEmail', subject: byPhone ? `phone:${contact.phone}` : `email:${contact.email}` },
    ],
  });
  await insertApplication(db, { ...contact, kind: 'CONTACT', role: CONTACT_ROLE, isRider: false });
  await deliverNotices(options, [
    teamContactMail({ to: config.teamEmail, contact }),
    ...(contact.email ? [contactReceiptMail({ to: contact.email, name: contact.name })] : []),
  ]);
  return submitted();
}

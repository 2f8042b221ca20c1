import { APPLICATION_LIMITS, APPLICATION_MESSAGES, type ApplicationRule } from '@food/domain';
import { badUserInput } from '../../errors.ts';

/** BAD_USER_INPUT with the rule's message; thrown before anything is stored or counted as sent. */
export function rejectRule(rule: ApplicationRule): never {
  throw badUserInput(APPLICATION_MESSAGES[rule]);
}

/** Stored phones carry the plus (docs/applications.md#the-forms). */
export const withPlus = (phone: string) => {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The vendor form's optional extras (docs/product/data.md#applications), trimmed, bounded, empty ones left
 * out.
 */
export function optionalDetails(values: Record<string, string | null | undefined>): Record<string, string> {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = value?.trim();
    if (!text) continue;
    if (text.length > APPLICATION_LIMITS.field) rejectRule('tooLong');
    details[key] = text;
  }
  return details;
}

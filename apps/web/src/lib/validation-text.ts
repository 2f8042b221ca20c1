// The domain's validation messages are the English texts (packages/domain VALIDATION_MESSAGES);
// screens show them through their key so Arabic and Hebrew get their own wording.
import { VALIDATION_MESSAGES } from '@food/domain';

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** The key of a domain message, or null for any other text (shown as it is). */
export function validationMessageKey(message: string | undefined): ValidationMessageKey | null {
  return (message && keyByMessage.get(message)) || null;
}

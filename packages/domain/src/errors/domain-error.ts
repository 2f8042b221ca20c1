/**
 * An expected, rule-level failure (bad amount, cart from another restaurant, …). The API maps `code`
 * to a typed error result and shows `message`; the web maps `code` to a translated text (STYLE.md 5).
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

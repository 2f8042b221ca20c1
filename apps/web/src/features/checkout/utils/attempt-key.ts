/**
 * The idempotency key of one checkout attempt (placeOrder is idempotent:
 * docs/product/changes-from-upstream.md#idempotent-orders). The same order (same fingerprint) keeps its key,
 * so a retry after a network error can never create a second order; a changed cart or option, or a successful
 * order, starts a new attempt with a new key.
 */
export function createAttemptKeys(generate: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    /** The order went through: whatever comes next is a new order. */
    succeeded(): void {
      current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;

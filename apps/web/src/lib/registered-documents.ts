// Trusted documents (docs/api-performance.md "Trusted documents"): codegen registers every operation
// by a hash of its text (src/gql/persisted-documents.json) and gives the generated document that
// hash (`__meta__.hash`). Requests carry only the hash, which is all a server outside demo mode runs.
// urql is handed the plain text of a document (hooks/use-typed-query.ts), so the text's urql key is
// mapped to its hash here, and the exchange below puts the hash on every operation of that document.
import { createRequest, makeOperation, mapExchange, type Exchange, type Operation } from 'urql';

type GeneratedDocument = { toString(): string; __meta__?: { hash?: string } | undefined };

/** urql keys every document it has parsed (`__key`, the same for equal texts). */
const keyOf = (query: Operation['query']) => (query as { __key?: number }).__key;

/** Registered hashes by urql's key of the text (numbers), and the texts already mapped (strings). */
const hashes = new Map<number | string | undefined, string>();

/** Request extensions that name a registered document (the convention of Yoga's plugin). */
export const byHash = (sha256Hash: string) => ({ persistedQuery: { version: 1 as const, sha256Hash } });

/** The text to give urql for a generated document; its operations will carry the registered hash. */
export function documentText(document: GeneratedDocument): string {
  const text = document.toString();
  const hash = document.__meta__?.hash;
  // A hook renders many times; the text is keyed once.
  if (hash && !hashes.has(text)) hashes.set(text, hash).set(keyOf(createRequest(text, {}).query), hash);
  return text;
}

/**
 * Puts the registered hash of an operation's document in its extensions; urql's fetch then leaves the
 * text out. Put before the exchanges that send (fetch, subscriptions).
 */
export const registeredDocumentsExchange: Exchange = mapExchange({
  onOperation(operation) {
    const hash = hashes.get(keyOf(operation.query));
    return hash
      ? makeOperation(
          operation.kind,
          { ...operation, extensions: { ...operation.extensions, ...byHash(hash) } },
          operation.context,
        )
      : operation;
  },
});

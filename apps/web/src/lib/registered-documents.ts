// Trusted documents (docs/api-performance.md "Trusted documents"): codegen registers every operation
// by a hash of its text (src/gql/persisted-documents.json) and gives the generated document that
// hash (`__meta__.hash`). Requests carry only the hash, which is all a server outside demo mode runs.
// urql is handed the plain text of a document (hooks/use-typed-query.ts), so the text's urql key is
// mapped to its hash here, and the exchange below puts the hash on every operation of that document.
import { createRequest, makeOperation, mapExchange, type Exchange, type Operation } from 'urql';

type GeneratedDocument = { toString(): string; __meta__?: { hash?: string } | undefined };

/** urql keys every document it has parsed (`__key`, the same for equal texts). */
const keyOf = (query: Operation['query']) => (query as { __key?: number }).__key;

/** urql's key of a document's text → the hash it was registered under. */
const hashes = new Map<number, string>();
/** The texts already mapped (a hook renders many times; the key is computed once). */
const mapped = new Set<string>();

/** The text to give urql for a generated document; its operations will carry the registered hash. */
export function documentText(document: GeneratedDocument): string {
  const text = document.toString();
  const hash = document.__meta__?.hash;
  if (hash && !mapped.has(text)) {
    mapped.add(text);
    hashes.set(keyOf(createRequest(text, {}).query)!, hash);
  }
  return text;
}

/** The registered hash of an operation's document, if it came from documentText. */
export function registeredHash(operation: Pick<Operation, 'query'>): string | undefined {
  const key = keyOf(operation.query);
  return key === undefined ? undefined : hashes.get(key);
}

/**
 * Sends the registered hash in `extensions.persistedQuery` (the convention GraphQL Yoga's persisted
 * operations plugin reads); urql's fetch then leaves the document's text out of the request. Put
 * before the exchanges that send (fetch, subscriptions).
 */
export const registeredDocumentsExchange: Exchange = mapExchange({
  onOperation(operation) {
    const hash = registeredHash(operation);
    if (!hash || operation.kind === 'teardown') return operation;
    return makeOperation(
      operation.kind,
      {
        ...operation,
        extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } },
      },
      operation.context,
    );
  },
});

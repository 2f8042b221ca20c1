import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@food/domain';
import {
  defaultExtractPersistedOperationId,
  usePersistedOperations,
} from '@graphql-yoga/plugin-persisted-operations';
import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { repoRoot } from '../config.ts';
import { toGraphQLError } from './error-policy.ts';

// Trusted documents (docs/api-performance.md "Trusted documents"). The web's codegen registers every
// operation by a hash of its text (apps/web/src/gql/persisted-documents.json, committed and kept
// current by the drift check); the web sends only that hash. Outside demo mode nothing else runs: a
// document's text, or a hash not in the list, is refused before anything is parsed. A registered
// document is parsed once per process, so Yoga's validation cache and graphql-jit, both keyed by the
// parsed document, validate and compile it once too.

/** Written by `npm run codegen` in apps/web. */
export const WEB_DOCUMENTS_PATH = path.join(repoRoot, 'apps/web/src/gql/persisted-documents.json');

export type TrustedDocuments = {
  /** The registered document for `hash`, parsed on its first use; null when none is registered. */
  lookup(hash: string): DocumentNode | null;
};

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

function hasTypename(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename' && !selection.alias,
  );
}

/**
 * The document as urql sends it: its document cache adds `__typename` to every selection set but
 * the operation's own, and reads the answer's typenames to know which cached queries a mutation
 * makes stale. The registered text is the web's document as written, so the same is added here.
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        const isOperationRoot =
          parent !== undefined &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
        if (isOperationRoot || hasTypename(node)) return undefined;
        return { ...node, selections: [TYPENAME, ...node.selections] };
      },
    },
  });
}

/** The registered documents of a manifest (hash → text), read on the first lookup. */
export function createTrustedDocuments(
  source: string | (() => Record<string, string>) = WEB_DOCUMENTS_PATH,
): TrustedDocuments {
  let texts: Map<string, string> | undefined;
  const parsed = new Map<string, DocumentNode>();
  const read =
    typeof source === 'string'
      ? () => JSON.parse(readFileSync(source, 'utf8')) as Record<string, string>
      : source;
  return {
    lookup(hash) {
      const known = parsed.get(hash);
      if (known) return known;
      texts ??= new Map(Object.entries(read()));
      const text = texts.get(hash);
      if (text === undefined) return null;
      const document = withTypenames(parse(text, { noLocation: true }));
      parsed.set(hash, document);
      return document;
    },
  };
}

function refusal(code: 'DOCUMENT_NOT_REGISTERED' | 'BAD_REQUEST', message: string): GraphQLError {
  return toGraphQLError(new AppError(code, message), { requestError: true });
}

const TEXT_REFUSED =
  'This server runs only the documents its web app registered. Send the registered hash in ' +
  'extensions.persistedQuery.sha256Hash instead of the document, or ask the operator to accept other ' +
  'documents (GRAPHQL_ARBITRARY_DOCUMENTS).';
const HASH_UNKNOWN =
  'No document is registered under this hash. The app may be out of date: reload it and try again.';
const NOTHING_SENT = 'The request carries no GraphQL document and no registered document hash.';

export type TrustedDocumentsOptions = {
  documents: TrustedDocuments;
  /** Also run documents sent as text (demo mode, third-party clients); registered hashes run either way. */
  allowArbitrary: boolean;
};

/** Over HTTP: GraphQL Yoga's persisted operations plugin, answering with our error codes (400). */
export function useTrustedDocuments({
  documents,
  allowArbitrary,
}: TrustedDocumentsOptions): Plugin<GraphQLContext> {
  return usePersistedOperations<GraphQLContext>({
    allowArbitraryOperations: allowArbitrary,
    getPersistedOperation: (hash) => documents.lookup(hash),
    customErrors: {
      notFound: () => refusal('DOCUMENT_NOT_REGISTERED', HASH_UNKNOWN),
      persistedQueryOnly: () => refusal('DOCUMENT_NOT_REGISTERED', TEXT_REFUSED),
      keyNotFound: () => refusal('BAD_REQUEST', NOTHING_SENT),
    },
  }) as Plugin<GraphQLContext>;
}

/**
 * Over graphql-ws, whose operations do not pass Yoga's request pipeline (http/websocket.ts): the same
 * rule as the plugin's, on the subscribe message's payload. Returns the registered document, or null
 * when the payload's text may be parsed as usual; throws the refusal otherwise.
 */
export function registeredDocumentOf(
  payload: { query?: string | null; extensions?: Record<string, unknown> | null },
  { documents, allowArbitrary }: TrustedDocumentsOptions,
): DocumentNode | null {
  if (payload.query) {
    if (!allowArbitrary) throw refusal('DOCUMENT_NOT_REGISTERED', TEXT_REFUSED);
    return null;
  }
  const hash = defaultExtractPersistedOperationId(
    { extensions: payload.extensions ?? undefined } as GraphQLParams,
    undefined as never,
    {},
  );
  if (hash === null) throw refusal('BAD_REQUEST', NOTHING_SENT);
  const document = documents.lookup(hash);
  if (!document) throw refusal('DOCUMENT_NOT_REGISTERED', HASH_UNKNOWN);
  return document;
}

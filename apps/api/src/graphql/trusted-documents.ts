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
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { repoRoot } from '../config.ts';
import { toGraphQLError } from './error-policy.ts';
import { buildSchema } from './schema.ts';

// Trusted documents (docs/api-performance.md "Trusted documents"). The web's codegen registers every
// operation by a hash of its text (apps/web/src/gql/persisted-documents.json, committed and kept
// current by the drift check); the web sends only that hash. Outside demo mode nothing else runs: a
// document's text, or a hash not in the list, is refused before anything is parsed. A registered
// document is parsed once per process, so Yoga's validation cache and graphql-jit, both keyed by the
// parsed document, validate and compile it once too.
//
// Deploys (docs/operations.md "Deploys"): a tab still running an earlier web build sends that build's
// hashes. The documents the last few changes of the list dropped are kept beside it
// (previous-documents.json, written after codegen) and still run, each only if it validates against the
// current schema; one that no longer does is refused with DOCUMENT_OUTDATED, and the web reloads.

/** Written by `npm run codegen` in apps/web. */
export const WEB_DOCUMENTS_PATH = path.join(repoRoot, 'apps/web/src/gql/persisted-documents.json');
/** Written after codegen by apps/web/scripts/keep-previous-documents.mjs: earlier builds' documents. */
export const PREVIOUS_DOCUMENTS_PATH = path.join(repoRoot, 'apps/web/src/gql/previous-documents.json');

type Manifest = Record<string, string>;
type PreviousManifests = { builds: { replaced: string; documents: Manifest }[] };

export type TrustedDocuments = {
  /**
   * The registered document for `hash`, parsed on its first use; null when none is registered. Throws
   * DOCUMENT_OUTDATED for an earlier build's document that no longer validates.
   */
  lookup(hash: string): DocumentNode | null;
};

/**
 * A new node for every selection set: graphql-jit writes each field node's @include/@skip conditions
 * onto the node itself (`__internalShouldInclude`, joined with what is already there), so one node
 * shared by every selection set of every document carried the conditions of all of them, and the
 * `__typename`s of the web's list page, under `nearByCarouselRestaurants @include(if: $carousels)`,
 * were left out of every answer with `carousels` false and of documents compiled after it.
 */
const typename = (): FieldNode => ({ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } });

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
        return { ...node, selections: [typename(), ...node.selections] };
      },
    },
  });
}

const readJson =
  <T>(file: string) =>
  () =>
    JSON.parse(readFileSync(file, 'utf8')) as T;

function readPrevious(file: string): () => PreviousManifests {
  return () => {
    try {
      return readJson<PreviousManifests>(file)();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { builds: [] };
      throw error;
    }
  };
}

export type TrustedDocumentsSources = {
  /** Earlier builds' lists, newest first (default: previous-documents.json, if there is one). */
  previous?: string | (() => PreviousManifests);
  /** What an earlier build's document must still validate against (default: the API's schema). */
  schema?: () => GraphQLSchema;
};

/** The registered documents of a manifest (hash → text) and earlier builds', read on the first lookup. */
export function createTrustedDocuments(
  source: string | (() => Manifest) = WEB_DOCUMENTS_PATH,
  { previous = PREVIOUS_DOCUMENTS_PATH, schema = buildSchema }: TrustedDocumentsSources = {},
): TrustedDocuments {
  let texts: Map<string, { text: string; earlier: boolean }> | undefined;
  const parsed = new Map<string, DocumentNode | 'outdated'>();
  const readCurrent = typeof source === 'string' ? readJson<Manifest>(source) : source;
  const readEarlier = typeof previous === 'string' ? readPrevious(previous) : previous;
  let validationSchema: GraphQLSchema | undefined;
  const load = () => {
    const all = new Map<string, { text: string; earlier: boolean }>();
    // Oldest first, so a newer build's text, and the current list above all, wins.
    for (const build of [...readEarlier().builds].reverse())
      for (const [hash, text] of Object.entries(build.documents)) all.set(hash, { text, earlier: true });
    for (const [hash, text] of Object.entries(readCurrent())) all.set(hash, { text, earlier: false });
    return all;
  };
  return {
    lookup(hash) {
      let known = parsed.get(hash);
      if (!known) {
        texts ??= load();
        const entry = texts.get(hash);
        if (entry === undefined) return null;
        const document = withTypenames(parse(entry.text, { noLocation: true }));
        validationSchema ??= entry.earlier ? schema() : undefined;
        const stale = entry.earlier && validate(validationSchema!, document).length > 0;
        known = stale ? 'outdated' : document;
        parsed.set(hash, known);
      }
      if (known === 'outdated') throw refusal('DOCUMENT_OUTDATED', OUTDATED);
      return known;
    },
  };
}

function refusal(
  code: 'DOCUMENT_NOT_REGISTERED' | 'DOCUMENT_OUTDATED' | 'BAD_REQUEST',
  message: string,
): GraphQLError {
  return toGraphQLError(new AppError(code, message), { requestError: true });
}

const TEXT_REFUSED =
  'This server runs only the documents its web app registered. Send the registered hash in ' +
  'extensions.persistedQuery.sha256Hash instead of the document, or ask the operator to accept other ' +
  'documents (GRAPHQL_ARBITRARY_DOCUMENTS).';
const HASH_UNKNOWN =
  'No document is registered under this hash. The app may be out of date: reload it and try again.';
const OUTDATED =
  'This request was written for an earlier version of the app, which the server no longer answers. ' +
  'Reload the app and try again.';
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

import type { FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';

// Anonymous answers of the customer's catalogue documents, kept whole (docs/api-performance.md
// "Answer cache"). Everything in them comes from the catalog cache, the registered document and the
// variables, and the time only counts by the minute (opening state, dishes available now), so an
// answer worked out for the same question in the same minute, with no catalog change applied since,
// is the same answer, byte for byte.

/** Registered operations whose answers depend on nothing but the catalogue, the variables and the minute. */
export const CACHEABLE_OPERATIONS: ReadonlySet<string> = new Set(['Restaurant']);

// Bounds: a menu answer is about 12 KB and a list's 28 KB decoded; 32 MB holds well over a thousand.
const MAX_ANSWERS = 4_000;
const MAX_BYTES = 32 * 1024 * 1024;

export type CachedAnswer = {
  headers: [string, string][];
  body: Buffer;
  /** The body as brotli, made on the first request for it that accepts brotli (http/graphql-route.ts). */
  brotli?: Buffer;
  /** The catalog's generation before the answer was worked out; a later change makes it stale. */
  generation: number;
};

export type AnswerCache = {
  /**
   * The key of a request whose answer may be kept, at `now`; null when it may not: signed in (any
   * Authorization header), not a POST of a registered hash alone, or an operation not listed above.
   */
  keyOf(req: FastifyRequest, now: Date): string | null;
  get(key: string, generation: number): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  readonly size: number;
};

type Body = {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } };
};

function operationNameOf(document: DocumentNode | null): string | null {
  const operations = (document?.definitions ?? []).filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  return operations.length === 1 && only!.operation === 'query' ? (only!.name?.value ?? null) : null;
}

export function createAnswerCache({
  documents,
  maxBytes = MAX_BYTES,
  maxAnswers = MAX_ANSWERS,
}: {
  documents: TrustedDocuments;
  maxBytes?: number;
  maxAnswers?: number;
}): AnswerCache {
  const answers = new LRUCache<string, CachedAnswer>({
    max: maxAnswers,
    maxSize: maxBytes,
    // Room for the brotli copy too: a JSON answer compresses to well under half of its size.
    sizeCalculation: (answer) => Math.max(1, answer.body.length + (answer.body.length >> 1)),
    // The minute is in the key; this only lets go of past minutes' answers sooner than the LRU would.
    ttl: 61_000,
  });
  // hash → whether its registered operation is cacheable; the registered list is fixed per process.
  const cacheableHash = new Map<string, boolean>();

  function isCacheable(hash: string): boolean {
    let known = cacheableHash.get(hash);
    if (known === undefined) {
      const name = operationNameOf(documents.lookup(hash));
      known = name !== null && CACHEABLE_OPERATIONS.has(name);
      cacheableHash.set(hash, known);
    }
    return known;
  }

  return {
    keyOf(req, now) {
      if (req.method !== 'POST' || req.headers.authorization !== undefined) return null;
      const body = req.body as Body | null | undefined;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || body.query != null) return null;
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      if (typeof hash !== 'string' || !isCacheable(hash)) return null;
      // The answer's content type follows Accept, and CORS headers follow Origin.
      return JSON.stringify([
        hash,
        body.operationName ?? null,
        body.variables ?? null,
        Math.floor(now.getTime() / 60_000),
        req.headers.accept ?? null,
        req.headers.origin ?? null,
      ]);
    },
    get(key, generation) {
      const answer = answers.get(key);
      if (answer === undefined || answer.generation === generation) return answer;
      answers.delete(key);
      return undefined;
    },
    set: (key, answer) => void answers.set(key, answer),
    get size() {
      return answers.size;
    },
  };
}

import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
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

/**
 * For an operation whose variables carry more than its answer depends on (a point, where only the
 * restaurants it reaches and their order matter): what the answer depends on instead, besides the
 * catalogue, at `now`, the clock's effect included (the key then has no minute); null when this
 * request's answer may not be kept.
 */
export type AnswerInputs = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  now: Date,
) => Promise<unknown>;

/** A kept answer's key, and how long it may be kept. */
export type AnswerKey = { id: string; ttl: number };

// An answer keyed by the minute is of no use after it. One keyed by inputs that include the clock's
// effect stays right until a catalog change; this bounds it for a write that forgot to announce
// itself, as the process caches' own expiry bounds them.
const MINUTE_TTL_MS = 61_000;
const INPUTS_TTL_MS = 5 * 60_000;

// Bounds: answers are kept compressed (a menu's about 4 KB, a list page's 5 KB as brotli). Memory
// against answers kept: 16 MB of list pages cost 30 MB of RSS under bench:memory; 8 MB keeps the
// list at a third of the bare server in bench:api, 4 MB at a quarter (docs/benchmarks.md).
const MAX_ANSWERS = 2_000;
const SWEEP_EVERY_MS = 60_000;
const MAX_BYTES = 8 * 1024 * 1024;

export type CachedAnswer = {
  headers: [string, string][];
  /** As sent: brotli at the API's quality when `encoding` is `br` (http/graphql-route.ts), else as Yoga wrote it. */
  body: Buffer;
  encoding: 'br' | 'identity';
  /** The catalog's generation before the answer was worked out; a later change makes it stale. */
  generation: number;
};

export type AnswerCache = {
  /**
   * The key of a request whose answer may be kept, at `now`; null when it may not: signed in (any
   * Authorization header), not a POST of a registered hash alone, or an operation not listed above.
   */
  keyOf(req: FastifyRequest, now: Date): Promise<AnswerKey | null>;
  get(key: AnswerKey, generation: number): CachedAnswer | undefined;
  set(key: AnswerKey, answer: CachedAnswer): void;
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

const AS_SENT = 'as sent';

export function createAnswerCache({
  documents,
  inputs = {},
  maxBytes = MAX_BYTES,
  maxAnswers = MAX_ANSWERS,
  clock = () => performance.now(),
}: {
  documents: TrustedDocuments;
  /** Operations keyed by what their answers depend on rather than their variables as sent. */
  inputs?: Readonly<Record<string, AnswerInputs>>;
  maxBytes?: number;
  maxAnswers?: number;
  /** Milliseconds from any origin, for the answers' time to live (tests move it). */
  clock?: () => number;
}): AnswerCache {
  const answers = new LRUCache<string, CachedAnswer>({
    max: maxAnswers,
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: MINUTE_TTL_MS,
    perf: { now: clock },
  });
  // hash → how its registered operation is keyed (null: not kept); the registered list is fixed per process.
  const keyingOf = new Map<
    string,
    { document: DocumentNode; inputs: AnswerInputs | typeof AS_SENT } | null
  >();

  function keying(hash: string) {
    let known = keyingOf.get(hash);
    if (known === undefined) {
      const document = documents.lookup(hash);
      const name = operationNameOf(document);
      const how = name === null ? null : CACHEABLE_OPERATIONS.has(name) ? AS_SENT : inputs[name];
      known = document && how ? { document, inputs: how } : null;
      keyingOf.set(hash, known);
    }
    return known;
  }

  // Expired answers (each minute's Restaurant answers) and answers of an older generation are never
  // served again; left in place they would fill the cache to its bound over the hour and hold that
  // memory. Swept once a minute, on a write.
  let swept = clock();
  function sweep(generation: number) {
    if (clock() - swept < SWEEP_EVERY_MS) return;
    swept = clock();
    answers.purgeStale();
    for (const [id, answer] of answers.entries()) if (answer.generation < generation) answers.delete(id);
  }

  return {
    async keyOf(req, now) {
      if (req.method !== 'POST' || req.headers.authorization !== undefined) return null;
      const body = req.body as Body | null | undefined;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || body.query != null) return null;
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      const how = typeof hash === 'string' ? keying(hash) : null;
      if (!how) return null;
      const variables: unknown = body.variables ?? null;
      // The answer's content type follows Accept, and CORS headers follow Origin.
      const headers = [req.headers.accept ?? null, req.headers.origin ?? null];
      const operationName = body.operationName ?? null;
      if (how.inputs === AS_SENT) {
        const minute = Math.floor(now.getTime() / 60_000);
        return {
          id: JSON.stringify([hash, operationName, variables, minute, ...headers]),
          ttl: MINUTE_TTL_MS,
        };
      }
      if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
      const inputs = await how.inputs(how.document, variables as Record<string, unknown>, now);
      if (inputs === null) return null;
      // Inputs name every restaurant of a page and its carousels: a digest keeps the key small.
      const id = createHash('sha256')
        .update(JSON.stringify([hash, operationName, inputs, ...headers]))
        .digest('base64');
      return { id, ttl: INPUTS_TTL_MS };
    },
    get(key, generation) {
      const answer = answers.get(key.id);
      if (answer === undefined || answer.generation === generation) return answer;
      answers.delete(key.id);
      return undefined;
    },
    set(key, answer) {
      answers.set(key.id, answer, { ttl: key.ttl });
      sweep(answer.generation);
    },
    get size() {
      return answers.size;
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import type { YogaServer } from '../graphql/yoga.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { CachedAnswer } from './answer-cache.ts';
import {
  API_ANSWER_BROTLI_QUALITY,
  COMPRESSION_THRESHOLD_BYTES,
  SYNC_COMPRESSION_MAX_BYTES,
  API_ANSWER_COMPRESSION,
  brotliToKeep,
  prefersBrotli,
  sendBrotli,
} from './compression.ts';
import { GRAPHIQL_CSP } from './security-headers.ts';

/** What the answer cache needs besides itself: the catalog's generation, the clock, the metrics. */
export type AnswerCaching = {
  answers: AnswerCache;
  generation(): number;
  now(): Date;
  /** Counts an operation answered from the cache (Yoga's metrics plugin never sees it). */
  answered?(operationName: string | undefined): void;
};

/**
 * An answer to keep: brotli at the API's quality when the compression plugin would compress it, so it
 * is compressed once per kept answer instead of once per request, and kept at its compressed size.
 */
export function toKeep(headers: [string, string][], body: Buffer, generation: number): CachedAnswer {
  const size = body.length;
  if (size < COMPRESSION_THRESHOLD_BYTES || size > SYNC_COMPRESSION_MAX_BYTES)
    return { headers, body, encoding: 'identity', generation };
  return { headers, body: brotliToKeep(body, API_ANSWER_BROTLI_QUALITY), encoding: 'br', generation };
}

/**
 * Sends a kept answer as the compression plugin would: brotli as kept to a client that takes it,
 * decoded for the plugin to encode as any other client asks.
 */
function sendKept(answer: CachedAnswer, req: FastifyRequest, reply: FastifyReply) {
  if (answer.encoding === 'identity') return reply.send(answer.body);
  if (!prefersBrotli(req)) return reply.send(brotliDecompressSync(answer.body));
  return sendBrotli(reply, answer.body);
}

/** POST and GET /graphql through Yoga (Yoga's documented Fastify integration). */
export function registerGraphqlRoute(app: FastifyInstance, yoga: YogaServer, caching?: AnswerCaching) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    compress: API_ANSWER_COMPRESSION,
    // Literals and variables are checked by Yoga's plugins (src/graphql/storable-input.ts).
    config: { checksOwnInput: true },
    handler: async (req, reply) => {
      // Anonymous catalogue questions already answered this minute (docs/api-performance.md "Answer cache").
      const now = caching?.now();
      // Read before the key: an answer's inputs may come from the catalog (answer-cache.ts), and a
      // change applied while they are worked out must leave the kept answer stale, not its key.
      const generation = caching ? caching.generation() : 0;
      const key = caching && now ? await caching.answers.keyOf(req, now) : null;
      const cached = caching && key ? caching.answers.get(key, generation) : undefined;
      if (caching && cached) {
        for (const [name, value] of cached.headers) reply.header(name, value);
        caching.answered?.((req.body as { operationName?: string }).operationName);
        return sendKept(cached, req, reply.status(200));
      }
      const outcome = { complete: false };
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, now, outcome });
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => void headers.push([name, value]));
      for (const [name, value] of headers) reply.header(name, value);
      // The only HTML Yoga answers is GraphiQL (demo mode), which needs its own, looser policy.
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        reply.header('content-security-policy', GRAPHIQL_CSP);
      }
      reply.status(response.status);
      // A single JSON answer is buffered so compression can see its size (threshold) and send a
      // Content-Length; streamed answers (SSE, multipart) keep flowing as a stream.
      const isSingleAnswer = /json/.test(response.headers.get('content-type') ?? '');
      if (!isSingleAnswer) return reply.send(response.body);
      const body = Buffer.from(await response.arrayBuffer());
      if (caching && key && outcome.complete && response.status === 200) {
        const kept = toKeep(headers, body, generation);
        caching.answers.set(key, kept);
        return sendKept(kept, req, reply);
      }
      return reply.send(body);
    },
  });
}

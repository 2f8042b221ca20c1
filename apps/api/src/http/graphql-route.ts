import type { FastifyInstance } from 'fastify';
import type { YogaServer } from '../graphql/yoga.ts';
import type { AnswerCache } from './answer-cache.ts';
import { API_ANSWER_COMPRESSION } from './compression.ts';
import { GRAPHIQL_CSP } from './security-headers.ts';

/** What the answer cache needs besides itself: the catalog's generation, the clock, the metrics. */
export type AnswerCaching = {
  answers: AnswerCache;
  generation(): number;
  now(): Date;
  /** Counts an operation answered from the cache (Yoga's metrics plugin never sees it). */
  answered?(operationName: string | undefined): void;
};

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
      const key = now && caching.answers.keyOf(req, now);
      const generation = key ? caching.generation() : 0;
      const cached = key ? caching.answers.get(key, generation) : undefined;
      if (cached) {
        for (const [name, value] of cached.headers) reply.header(name, value);
        caching.answered?.((req.body as { operationName?: string }).operationName);
        return reply.status(200).send(cached.body);
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
      if (key && outcome.complete && response.status === 200) {
        caching.answers.set(key, { headers, body, generation });
      }
      return reply.send(body);
    },
  });
}

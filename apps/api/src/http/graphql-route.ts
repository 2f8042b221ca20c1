import type { FastifyInstance } from 'fastify';
import type { YogaServer } from '../graphql/yoga.ts';
import { API_ANSWER_COMPRESSION } from './compression.ts';
import { GRAPHIQL_CSP } from './security-headers.ts';

/** POST and GET /graphql through Yoga (Yoga's documented Fastify integration). */
export function registerGraphqlRoute(app: FastifyInstance, yoga: YogaServer) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    compress: API_ANSWER_COMPRESSION,
    // Literals and variables are checked by Yoga's plugins (src/graphql/storable-input.ts).
    config: { checksOwnInput: true },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      // The only HTML Yoga answers is GraphiQL (demo mode), which needs its own, looser policy.
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        reply.header('content-security-policy', GRAPHIQL_CSP);
      }
      reply.status(response.status);
      // A single JSON answer is buffered so compression can see its size (threshold) and send a
      // Content-Length; streamed answers (SSE, multipart) keep flowing as a stream.
      const isSingleAnswer = /json/.test(response.headers.get('content-type') ?? '');
      reply.send(isSingleAnswer ? Buffer.from(await response.arrayBuffer()) : response.body);
      return reply;
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { YogaServer } from '../graphql/yoga.ts';

/** POST and GET /graphql through Yoga (Yoga's documented Fastify integration). */
export function registerGraphqlRoute(app: FastifyInstance, yoga: YogaServer) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

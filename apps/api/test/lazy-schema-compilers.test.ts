import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../src/http/lazy-schema-compilers.ts';

// The server's Fastify loads its schema compilers on first use (docs/architecture.md "Start-up"); a
// route with a schema must still be validated and serialised as Fastify's own compilers do.
describe('lazy schema compilers', () => {
  it('validate a body and serialise a response by their schemas', async () => {
    const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
    app.post(
      '/echo',
      {
        schema: {
          body: {
            type: 'object',
            required: ['n'],
            properties: { n: { type: 'integer', minimum: 1 } },
          },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as { n: number }), secret: 'not in the schema' }),
    );
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { n: 0 } });
    expect(refused.statusCode).toBe(400);
    const answered = await app.inject({ method: 'POST', url: '/echo', payload: { n: 2 } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ n: 2 });
    await app.close();
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * The HTTP side of a graceful shutdown (docs/operations.md "Restarts and shutdown"). When app.close()
 * starts (main.ts on SIGTERM or SIGINT) the instance is draining: /readyz answers 503 at once, so a
 * proxy stops sending it work; requests already received are served (Fastify's 503-while-closing is
 * off in server.ts) and each answer closes its keep-alive connection, so the listener's close is not
 * held up by idle connections a proxy keeps open.
 */
export type Drain = { readonly draining: () => boolean };

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return { draining: () => draining };
}

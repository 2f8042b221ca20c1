import type { FastifyInstance } from 'fastify';

/**
 * The HTTP side of a graceful shutdown (docs/operations.md "Restarts and shutdown"). From start() (main.ts
 * on SIGTERM or SIGINT) or the start of app.close(), the instance is draining: /readyz answers 503 at
 * once, so a proxy stops sending it work; requests already received are still served (Fastify's
 * 503-while-closing is off in server.ts), and each answer closes its keep-alive connection, so the
 * listener's close is not held up by idle connections a proxy keeps open.
 */
export type Drain = {
  readonly draining: () => boolean;
  start(): void;
};

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  const drain: Drain = {
    draining: () => draining,
    start: () => {
      draining = true;
    },
  };
  app.addHook('preClose', (done) => {
    drain.start();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return drain;
}

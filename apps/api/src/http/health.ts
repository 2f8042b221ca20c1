import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';

/** Liveness for load balancers and the e2e runner: ok only when the database answers. */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (error) {
      req.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ ok: false });
    }
  });
}

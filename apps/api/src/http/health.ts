import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createFailFastRedis } from '../adapters/redis-connection.ts';
import type { Db } from '../db/types.ts';

/** How long /readyz waits for each dependency before it answers 503 (a load balancer's probe is ~5 s). */
export const READY_TIMEOUT_MS = 2000;

type Check = 'ok' | 'unreachable' | 'timeout';

async function within(ms: number, probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    return await Promise.race([probe().then((): Check => 'ok'), timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive and its database answers (load balancers and the e2e runner).
 * /readyz: ready to serve: the database and, when REDIS_URL is set, Redis each answer a trivial query
 * within READY_TIMEOUT_MS; 503 with which one did not otherwise (docs/operations.md). While the instance
 * is draining (shutting down, http/drain.ts) it answers 503 with `draining: true` at once, unprobed.
 */
export function registerHealth(
  app: FastifyInstance,
  db: Db,
  {
    redisUrl,
    readyTimeoutMs = READY_TIMEOUT_MS,
    draining = () => false,
  }: { redisUrl?: string | undefined; readyTimeoutMs?: number; draining?: () => boolean } = {},
) {
  app.get('/healthz', async (req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (error) {
      req.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ ok: false });
    }
  });

  // Its own connection, opened by the first probe, so a busy pub/sub connection never answers for it.
  let redis: Redis | undefined;
  if (redisUrl) app.addHook('onClose', async () => redis?.disconnect());
  app.get('/readyz', async (req, reply) => {
    if (draining()) {
      return reply.code(503).header('cache-control', 'no-store').send({ ready: false, draining: true });
    }
    const checks: Record<string, Check> = {
      database: await within(readyTimeoutMs, () => db.execute(sql`select 1`)),
    };
    if (redisUrl) {
      redis ??= createFailFastRedis(redisUrl).on('error', () => {});
      const connection = redis;
      checks.redis = await within(readyTimeoutMs, () => connection.ping());
    }
    const ready = Object.values(checks).every((check) => check === 'ok');
    if (!ready) req.log.warn({ checks }, 'readiness check failed');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready, ...checks });
  });
}

import { AppError, isAppError } from '@food/domain';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsSink } from '../adapters/analytics/analytics-sink.ts';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { enforceRateLimits } from '../lib/rate-limits.ts';
import { holdsBearerToken } from './bearer-token.ts';
import { countAnalyticsEvents } from '../modules/analytics/analytics.repository.ts';
import { analyticsBatchSchema, describeBatchError } from '../modules/analytics/event-schemas.ts';
import { recordAnalyticsEvents } from '../modules/analytics/record-analytics-events.ts';

// Analytics over REST (docs/analytics-and-errors.md): the web posts batches here (sendBeacon or a
// keepalive fetch, neither of which speaks GraphQL comfortably), and the operator reads counts with
// the read token. Bad input is answered 400 with the reason and nothing is stored.

export const ANALYTICS_EVENTS_PATH = '/analytics/events';
export const ANALYTICS_SUMMARY_PATH = '/analytics/summary';
// A batch is a few KB at most (50 events of a few fields).
const BODY_LIMIT_BYTES = 64 * 1024;

export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    sink: AnalyticsSink | null;
    rateLimiter: RateLimiter;
    now: () => Date;
    /** Tests wait for the provider to be called. */
    onDelivery?: (delivery: Promise<void>) => void;
  },
) {
  app.post(ANALYTICS_EVENTS_PATH, { bodyLimit: BODY_LIMIT_BYTES }, async (req, reply) => {
    const now = deps.now();
    try {
      await enforceRateLimits({
        rateLimiter: deps.rateLimiter,
        config: deps.config,
        now,
        checks: [{ rule: 'analyticsPerIp', subject: req.ip }],
      });
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED')
        reply.header('retry-after', String(error.extensions.retryAfter ?? 60));
      throw error;
    }
    const parsed = analyticsBatchSchema.safeParse(req.body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', describeBatchError(parsed.error));
    const { accepted, delivery } = await recordAnalyticsEvents({
      db: deps.db,
      sink: deps.sink,
      log: req.log,
      batch: parsed.data,
      now,
    });
    deps.onDelivery?.(delivery);
    return reply.code(202).header('cache-control', 'no-store').send({ accepted });
  });

  // Counts per event over the last `days` (1 to 366, default 7), for the operator.
  app.get(ANALYTICS_SUMMARY_PATH, async (req, reply) => {
    const token = deps.config.analyticsReadToken;
    if (!token)
      throw new AppError('NOT_FOUND', 'The analytics summary is off (ANALYTICS_READ_TOKEN is unset).');
    if (!holdsBearerToken(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'The analytics read token is missing or wrong.');
    }
    const raw = (req.query as Record<string, unknown>)['days'];
    const days = raw === undefined ? 7 : Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > 366)
      throw new AppError('BAD_REQUEST', 'days must be a whole number from 1 to 366.');
    const since = new Date(deps.now().getTime() - days * 86_400_000);
    const counts = await countAnalyticsEvents(deps.db, since);
    return reply.header('cache-control', 'no-store').send({
      since: since.toISOString(),
      total: counts.reduce((sum, row) => sum + row.count, 0),
      counts,
    });
  });
}

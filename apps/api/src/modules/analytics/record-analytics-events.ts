import { AppError } from '@food/domain';
import type { AnalyticsSink, ForwardedEvent } from '../../adapters/analytics/analytics-sink.ts';
import type { Logger } from '../../adapters/logger.ts';
import type { Db } from '../../db/types.ts';
import { insertAnalyticsEvents } from './analytics.repository.ts';
import type { AnalyticsBatch } from './event-schemas.ts';

// A browser's clock may be off; an event dated far from the server's time is refused with its batch.
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_AHEAD_MS = 10 * 60 * 1000;

/**
 * Stores a validated batch in the first-party table, then hands it to the configured provider without
 * making the browser wait; a provider that fails is logged, and the stored events stay
 * (docs/analytics-and-errors.md).
 */
export async function recordAnalyticsEvents({
  db,
  sink,
  log,
  batch,
  now,
}: {
  db: Db;
  sink: AnalyticsSink | null;
  log: Logger;
  batch: AnalyticsBatch;
  now: Date;
}): Promise<{ accepted: number; delivery: Promise<void> }> {
  const events: ForwardedEvent[] = batch.events.map((event) => {
    const age = now.getTime() - event.at;
    if (age > MAX_AGE_MS || age < -MAX_AHEAD_MS)
      throw new AppError('BAD_REQUEST', 'An analytics event is dated more than a day away from now.');
    return {
      name: event.name,
      distinctId: batch.userId ?? batch.anonymousId,
      userId: batch.userId,
      anonymousId: batch.anonymousId,
      properties: event.properties,
      occurredAt: new Date(event.at),
    };
  });
  await insertAnalyticsEvents(
    db,
    events.map((event) => ({
      name: event.name,
      distinctId: event.distinctId,
      userId: event.userId,
      properties: event.properties,
      occurredAt: event.occurredAt,
      receivedAt: now,
    })),
  );
  const delivery = sink
    ? sink.send(events).catch((error: unknown) => {
        log.warn(
          { err: error, provider: sink.name, events: events.length },
          'analytics provider refused a batch',
        );
      })
    : Promise.resolve();
  return { accepted: events.length, delivery };
}

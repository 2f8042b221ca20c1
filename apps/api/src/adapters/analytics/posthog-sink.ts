import type { AnalyticsSink, ForwardedEvent } from './analytics-sink.ts';

// PostHog's public capture API (POST {host}/batch/, the project API key in the body), which PostHog
// Cloud and a self-hosted PostHog both answer. Server-side forwarding: the web loads no third-party
// script and the CSP stays as it is.

const TIMEOUT_MS = 5000;
const SIGN_IN_EVENTS = new Set(['USER_LOGGED_IN', 'USER_CREATED_ACCOUNT']);

type PosthogEvent = {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  timestamp: string;
};

/**
 * Our events in PostHog's shape. A sign-in is preceded by PostHog's `$identify`, which merges the
 * browser's anonymous events into the user's person; events before sign-in are sent as anonymous
 * (no person profile), as PostHog's own SDKs do.
 */
export function toPosthogBatch(events: ForwardedEvent[]): PosthogEvent[] {
  const batch: PosthogEvent[] = [];
  for (const event of events) {
    const timestamp = event.occurredAt.toISOString();
    if (event.userId && SIGN_IN_EVENTS.has(event.name)) {
      batch.push({
        event: '$identify',
        distinct_id: event.userId,
        properties: { $anon_distinct_id: event.anonymousId },
        timestamp,
      });
    }
    batch.push({
      event: event.name,
      distinct_id: event.distinctId,
      properties: event.userId ? event.properties : { ...event.properties, $process_person_profile: false },
      timestamp,
    });
  }
  return batch;
}

export function createPosthogSink({
  host,
  apiKey,
  fetchImpl = fetch,
}: {
  host: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
}): AnalyticsSink {
  const url = `${host.replace(/\/+$/, '')}/batch/`;
  return {
    name: 'posthog',
    async send(events) {
      if (events.length === 0) return;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ api_key: apiKey, historical_migration: false, batch: toPosthogBatch(events) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`PostHog answered ${response.status}`);
    },
  };
}

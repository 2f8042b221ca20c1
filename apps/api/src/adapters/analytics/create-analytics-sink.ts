import type { Config } from '../../config.ts';
import type { AnalyticsSink } from './analytics-sink.ts';
import { createPosthogSink } from './posthog-sink.ts';

/** The configured provider, or null: events are then only stored in our own table. */
export function createAnalyticsSink(
  config: Pick<Config, 'posthogHost' | 'posthogApiKey'>,
): AnalyticsSink | null {
  if (config.posthogHost && config.posthogApiKey)
    return createPosthogSink({ host: config.posthogHost, apiKey: config.posthogApiKey });
  return null;
}

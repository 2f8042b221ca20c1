import { browserTracingIntegration, captureException, init } from '@sentry/browser';

// Loaded on demand by ../error-reporting.ts when a DSN is configured; its own chunk, never in the
// first load of a page without one.

// One trace in ten is sampled (docs/analytics-and-errors.md#error-reporting).
const TRACES_SAMPLE_RATE = 0.1;

export function startSentry(dsn: string): (error: unknown) => void {
  init({
    dsn,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [browserTracingIntegration()],
    // No IP address, cookies or user details: the user's id is the analytics' business, not this.
    sendDefaultPii: false,
  });
  return (error) => void captureException(error);
}

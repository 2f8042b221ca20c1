// Error reporting (docs/analytics-and-errors.md): with SENTRY_DSN, Sentry's Node SDK is imported and
// started; without it nothing is loaded and reporting does nothing. Every error the server logs at
// level "error" with an `err` (an unexpected GraphQL error, a failed REST route, a failed refund…)
// is reported, through the logger hook below, so no call site needs to know about Sentry.

type Capture = (error: unknown) => void;

let capture: Capture | null = null;

// One trace in ten is sampled (docs/analytics-and-errors.md#error-reporting).
const TRACES_SAMPLE_RATE = 0.1;

export async function startErrorReporting({ dsn }: { dsn: string | undefined }): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate: TRACES_SAMPLE_RATE, sendDefaultPii: false });
  capture = (error) => void Sentry.captureException(error);
  return true;
}

/** Waits until reported errors have been sent (shutdown, tests). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (!capture) return;
  const Sentry = await import('@sentry/node');
  await Sentry.flush(timeoutMs);
}

export function reportError(error: unknown): void {
  capture?.(error);
}

const PINO_ERROR = 50;

/**
 * Pino's logMethod hook for the server's logger: a log line at "error" or above that carries an
 * Error (as `err`) is reported too.
 */
export function reportLoggedErrors(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const first = args[0];
  if (capture && level >= PINO_ERROR && first && typeof first === 'object' && 'err' in first) {
    const { err } = first as { err: unknown };
    if (err instanceof Error) reportError(err);
  }
  method.apply(this, args);
}

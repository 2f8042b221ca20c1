// Error reporting (docs/analytics-and-errors.md): Sentry's browser SDK, loaded by a dynamic import
// only when the server names a DSN in the page's head. Without one this module is all that ships:
// no SDK bytes, no request.

type Capture = (error: unknown) => void;

let capture: Capture | null = null;

/** Reports an error the app caught itself (an error boundary); uncaught ones the SDK sees by itself. */
export function reportError(error: unknown): void {
  capture?.(error);
}

export function startErrorReporting(): void {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="error-reporting-dsn"]')?.content;
  if (!dsn) return;
  import('./error-reporting/sentry.ts').then(
    ({ startSentry }) => void (capture = startSentry(dsn)),
    () => undefined,
  );
}

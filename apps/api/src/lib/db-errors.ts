// PostgreSQL and PGlite report a unique violation as SQLSTATE 23505 with the index name; Drizzle wraps
// the driver's error, so the chain of causes is searched.
const UNIQUE_VIOLATION = '23505';

/** True when `error` (or a cause) is a unique violation, on `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) return !constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

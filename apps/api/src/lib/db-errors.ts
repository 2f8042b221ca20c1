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

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * True when `error` (or a cause) is a foreign-key violation, on `constraint` when one is named: a row
 * another transaction deleted between the check and the write (a zone deleted while a restaurant is
 * being put in it).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) return !constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

// A lost or refused database (or Redis) connection, as opposed to a statement that failed: PostgreSQL's class 08
// (connection exception), 57P01-57P03 (shut down by an administrator or a crash, not accepting
// connections yet), 53300 (too many connections); the socket errors of node's net module; and what
// node-postgres and its pool say when a connection ends under them (docs/faults.md).
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// The last three are ioredis's (the rate limiter's Redis is a backing service like the database).
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|Stream isn't writeable|Reached the max retries per request|Connection is closed/;

/** True when `error` (or a cause) says the database could not be reached, not that a statement failed. */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (CONNECTION_STATES.has(code) || code.startsWith('08') || SOCKET_ERRORS.has(code)) return true;
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) return true;
    // net's AggregateError (every address of a host refused) carries the attempts in `errors`.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isConnectionFailure(inner)))
      return true;
    current = candidate.cause;
  }
  return false;
}

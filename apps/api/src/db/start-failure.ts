import { isConnectionFailure } from '../lib/db-errors.ts';

// What `npm start` says when it cannot use DATABASE_URL (docs/configuration.md "Running in
// production"): one line naming what it tried (host:port, database, user; never the password) and what
// to check, instead of a driver's stack trace.

/** A start-up failure that is explained in its message; main.ts prints it without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

type Target = { where: string; database: string; user: string };

function targetOf(databaseUrl: string): Target {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return {
      where: `${host}:${url.port || '5432'}`,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || '(the default)',
      user: decodeURIComponent(url.username) || '(the default)',
    };
  } catch {
    return { where: '(an unreadable DATABASE_URL)', database: '?', user: '?' };
  }
}

/** The driver's own error at the end of Drizzle's chain of causes. */
function rootOf(error: unknown): { code: string; message: string } {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
  for (let depth = 0; depth < 6 && current?.cause; depth++) current = current.cause as typeof current;
  const first = Array.isArray(current?.errors) ? (current.errors[0] as typeof current) : undefined;
  const root = !current?.message && first ? first : current;
  return {
    code: typeof root?.code === 'string' ? root.code : '',
    message: typeof root?.message === 'string' ? root.message.split('\n')[0]! : String(root),
  };
}

/**
 * The start-up failure for an error met while first using PostgreSQL, or null when it is not about
 * reaching or entering the database (a failing migration keeps its whole error).
 */
export function databaseStartFailure(databaseUrl: string, error: unknown): StartupError | null {
  const { where, database, user } = targetOf(databaseUrl);
  const tried = `PostgreSQL at ${where}, database "${database}", user "${user}"`;
  const { code, message } = rootOf(error);
  const say = (problem: string, advice: string) => new StartupError(`${problem} (${message}). ${advice}.`);
  if (code === 'ENOTFOUND')
    return say(`cannot find the host of ${tried}`, 'Check the host name in DATABASE_URL');
  if (code === '28P01' || code === '28000')
    return say(`${tried} refused to sign in`, 'Check the user and password in DATABASE_URL');
  if (code === '3D000')
    return say(`${tried} does not exist`, 'Create the database, or fix its name in DATABASE_URL');
  if (isConnectionFailure(error))
    return say(
      `cannot reach ${tried}`,
      'Check that PostgreSQL is running and accepts connections there, and the host and port in DATABASE_URL',
    );
  return null;
}

import path from 'node:path';
import { AppError } from '@food/domain';
import { databaseStartFailure } from '../db/start-failure.ts';

// Small helpers the command-line tools share.

/**
 * A path given on the command line, from where the command was typed: `npm run … -w apps/api` runs the
 * script inside apps/api, but npm keeps the caller's directory in INIT_CWD.
 */
export const fromInvocationDirectory = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Seconds since `started` (a performance.now() reading), one decimal. */
export const describeSeconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * A command's answer to a failure: an expected one (an AppError, e.g. "an operator already exists", or
 * PostgreSQL out of reach at `databaseUrl`, said as the server says it at start) is one line on stderr
 * and exit status 1; anything else is thrown on, for the stack trace.
 */
export function expectedFailure(error: unknown, databaseUrl?: string): 1 {
  const failure =
    error instanceof AppError ? error : databaseUrl ? databaseStartFailure(databaseUrl, error) : null;
  if (!failure) throw error;
  console.error(failure.message);
  return 1;
}

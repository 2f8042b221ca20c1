import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS dependency loaded on its first use instead of at start-up, for adapters that only some
 * configurations use (Stripe without keys, Redis without REDIS_URL) and whose callers are synchronous.
 * Importing it at the top of a module would load it at every start (docs/architecture.md "Start-up").
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

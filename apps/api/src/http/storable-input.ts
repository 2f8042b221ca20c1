import type { FastifyInstance } from 'fastify';
import { findUnstorable, unstorableMessage } from '../lib/storable-input.ts';
import { AppError } from '@food/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its input itself (/graphql, whose errors are GraphQL's). */
    checksOwnInput?: boolean;
  }
}

const PARTS = [
  { of: 'params', name: 'The path parameter' },
  { of: 'query', name: 'The query parameter' },
  { of: 'body', name: 'The request body' },
] as const;

/**
 * Every REST route's path parameters, query string and parsed body are checked before the handler
 * runs: a null character, an unpaired surrogate or absurd nesting is a 400 BAD_USER_INPUT naming the
 * value (docs/security.md "Input at the edge"). A raw body (a Buffer, the Stripe webhook) is not text.
 */
export function registerStorableInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.checksOwnInput) return;
    for (const part of PARTS) {
      const found = findUnstorable(req[part.of], '');
      if (!found) continue;
      const field = found.path.replace(/^\./, '');
      const where = field ? `${part.name} "${field}"` : part.name;
      throw new AppError('BAD_USER_INPUT', unstorableMessage(where, found.problem));
    }
  });
}

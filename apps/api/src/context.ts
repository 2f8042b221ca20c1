import type { Logger } from './adapters/logger.ts';
import type { PubSub } from './adapters/pubsub/pubsub.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import type { UserRow } from './modules/auth/auth.repository.ts';
import { authenticate } from './modules/auth/authenticate.ts';
import { unauthenticated } from './errors.ts';

/** What every resolver receives. One object per GraphQL operation (HTTP request or ws message). */
export type GraphQLContext = {
  db: Db;
  config: Config;
  pubsub: PubSub;
  log: Logger;
  requestId: string;
  /** The request's clock: fixed for the whole operation, injectable in tests. */
  now: Date;
  /** The signed-in user or null, resolved on first use (public queries never pay for it). */
  viewer: () => Promise<UserRow | null>;
};

export type ContextDependencies = Pick<GraphQLContext, 'db' | 'config' | 'pubsub' | 'log'>;

export function createContext({
  deps,
  requestId,
  now,
  authorization,
}: {
  deps: ContextDependencies;
  requestId: string;
  now: Date;
  authorization: string | null | undefined;
}): GraphQLContext {
  let viewer: Promise<UserRow | null> | undefined;
  return {
    ...deps,
    requestId,
    now,
    viewer: () =>
      (viewer ??= authenticate({ db: deps.db, secret: deps.config.jwtSecret, authorization, now })),
  };
}

/** For user-only fields: the signed-in user, or UNAUTHENTICATED "You are not logged in.". */
export async function requireViewer(ctx: GraphQLContext): Promise<UserRow> {
  const user = await ctx.viewer();
  if (!user) throw unauthenticated();
  return user;
}

import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Logger } from '../adapters/logger.ts';
import { createContext, type ContextDependencies, type GraphQLContext } from '../context.ts';
import type { OriginPolicy } from '../http/origins.ts';
import {
  maskError,
  useRequestErrorStatus,
  useUnexpectedErrorLogging,
  useVariableErrorCode,
} from './error-policy.ts';
import { useQueryLimits } from './limits.ts';
import { useJsonQueryParameters } from './request-params.ts';
import { useStorableInput } from './storable-input.ts';
import { applyQueryBudget, DEFAULT_QUERY_BUDGET, type QueryBudgetOptions } from './query-budget.ts';
import { buildSchema } from './schema.ts';
import { useTrustedDocuments, type TrustedDocumentsOptions } from './trusted-documents.ts';

/** What the transports hand to Yoga: Fastify's request over HTTP, connectionParams over ws. */
export type ServerContext = {
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** websocket: connectionParams.authorization. */
  authorization?: string | null;
  requestId?: string;
  /** websocket: the upgrade request's client address. */
  clientIp?: string;
  log?: Logger;
  /** The request's clock, when the transport read it already (the answer cache keys on its minute). */
  now?: Date;
  /** Set when the operation ran to a result without errors (the answer cache keeps only those). */
  outcome?: { complete: boolean };
};

function toYogaLogger(log: Logger): YogaLogger {
  return {
    debug: (...args) => log.debug({ args }, 'yoga'),
    info: (...args) => log.info({ args }, 'yoga'),
    warn: (...args) => log.warn({ args }, 'yoga'),
    // Unexpected errors are logged once, with the request id, by useUnexpectedErrorLogging.
    error: (...args) => log.debug({ args }, 'yoga error'),
  };
}

/**
 * Outside demo mode the schema is not served to strangers (docs/configuration.md "Demo mode"): `__schema`
 * and `__type` fail validation; `__typename` (which urql's cache asks for) stays.
 */
function useNoIntrospection(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
  };
}

/** Marks the server context's `outcome` complete when execution gave a result without errors. */
function useOutcome(): Plugin<ServerContext> {
  return {
    onExecute: () => ({
      onExecuteDone({ args, result }) {
        const outcome = (args.contextValue as ServerContext).outcome;
        if (outcome && !(Symbol.asyncIterator in result) && !result.errors?.length) outcome.complete = true;
      },
    }),
  };
}

export function createYogaServer({
  deps,
  now,
  demoMode,
  origins,
  budget = DEFAULT_QUERY_BUDGET,
  plugins = [],
  trusted,
}: {
  deps: ContextDependencies;
  now: () => Date;
  /** GraphiQL and introspection. */
  demoMode: boolean;
  origins: OriginPolicy;
  /** Each operation's time budget (docs/security.md); tests inject a clock. */
  budget?: QueryBudgetOptions;
  /** Observers added after ours (the metrics of http/metrics.ts). */
  plugins?: Plugin[];
  /** The registered documents and whether others run too (docs/api-performance.md "Trusted documents"). */
  trusted: TrustedDocumentsOptions;
}) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: applyQueryBudget(buildSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: demoMode,
    // Yoga's default reflects any Origin; only configured foreign origins get CORS headers (the web app
    // is same-origin and needs none). Bearer tokens, not cookies: no credentials to allow.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !origins.allowsCrossOrigin(origin)) return false;
      return { origin: [origin], credentials: false, methods: ['GET', 'POST'], maxAge: 600 };
    },
    landingPage: false,
    logging: toYogaLogger(deps.log),
    maskedErrors: { maskError, isDev: false },
    plugins: [
      // First: a document that is not registered is refused before anything else looks at it.
      useTrustedDocuments(trusted),
      ...(demoMode ? [] : [useNoIntrospection()]),
      useUnexpectedErrorLogging(),
      useVariableErrorCode(),
      useRequestErrorStatus(),
      // Depth, alias, directive, token and cost limits, checked before anything runs.
      ...useQueryLimits(),
      // Null characters and unpaired surrogates in literals and variables, and malformed JSON in a GET's
      // query string, are refused with a 400 before anything runs (docs/security.md).
      useJsonQueryParameters(),
      useStorableInput(),
      // Compiled execution: each document is compiled once per schema and cached, which roughly
      // halves resolver overhead on the list and menu queries (docs/api-performance.md).
      useGraphQlJit(),
      useOutcome(),
      ...plugins,
    ],
    context: ({ request, req, authorization, requestId, clientIp, log, now: requestNow }) =>
      createContext({
        deps,
        log: log ?? req?.log ?? deps.log,
        requestId: requestId ?? req?.id ?? randomUUID(),
        // Fastify's request.ip honours X-Forwarded-For only as TRUST_PROXY allows (server.ts).
        clientIp: clientIp ?? req?.ip ?? 'unknown',
        now: requestNow ?? now(),
        authorization: authorization ?? request?.headers.get('authorization'),
        budget,
      }),
  });
}

export type YogaServer = ReturnType<typeof createYogaServer>;

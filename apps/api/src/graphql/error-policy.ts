import { DomainError } from '@food/domain';
import { GraphQLError } from 'graphql';
import {
  handleStreamOrSingleExecutionResult,
  maskError as yogaMaskError,
  useErrorHandler,
  type Plugin,
} from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { domainErrorToGraphQL, serviceBusy } from '../errors.ts';
import { isConnectionFailure } from '../lib/db-errors.ts';

// STYLE.md 5: expected failures reach the client with their code and message; anything else is
// masked ("Unexpected error.") and logged on the server with the request id, never a stack.

function originalOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * Yoga's maskError, taught that a DomainError from packages/domain is an expected failure, and that a
 * lost database connection is a retryable SERVICE_UNAVAILABLE, not an "Unexpected error"
 * (docs/faults.md).
 */
export function maskError(error: unknown, message: string): Error {
  const original = originalOf(error);
  const mapped =
    original instanceof DomainError
      ? domainErrorToGraphQL(original)
      : !(original instanceof GraphQLError) && isConnectionFailure(original)
        ? serviceBusy()
        : undefined;
  if (mapped) {
    return error instanceof GraphQLError
      ? new GraphQLError(mapped.message, {
          nodes: error.nodes,
          path: error.path,
          extensions: mapped.extensions,
        })
      : mapped;
  }
  // Yoga keeps GraphQLErrors thrown on purpose and replaces the rest (code INTERNAL_SERVER_ERROR).
  return yogaMaskError(error, message, false);
}

/** Runs before Yoga's masking (user plugins come first), so it still sees the original error. */
export function useUnexpectedErrorLogging(): Plugin<GraphQLContext> {
  return useErrorHandler(({ errors, context, phase }) => {
    // In the execution phase envelop passes the execution args, which hold the context.
    const ctx = ('contextValue' in context ? context['contextValue'] : context) as Partial<GraphQLContext>;
    for (const error of errors) {
      const original = originalOf(error);
      if (original instanceof GraphQLError || original instanceof DomainError) continue;
      if (isConnectionFailure(original)) {
        ctx.log?.warn(
          { err: original, requestId: ctx.requestId, phase },
          'Database unreachable; answered SERVICE_UNAVAILABLE (retryable)',
        );
        continue;
      }
      ctx.log?.error(
        {
          err: original,
          requestId: ctx.requestId,
          phase,
          path: error instanceof GraphQLError ? error.path : undefined,
        },
        'Unexpected error in a GraphQL operation',
      );
    }
  });
}

// graphql-js reports a variable of the wrong type ("north" for a Float) without a code; give it
// BAD_USER_INPUT like every other bad argument, so clients can treat them alike.
const VARIABLE_ERROR = /^Variable "\$[^"]+" (got invalid value|of required type|of non-null type)/;

export function useVariableErrorCode(): Plugin<GraphQLContext> {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          if (
            !result.errors?.some((error) => VARIABLE_ERROR.test(error.message) && !error.extensions?.['code'])
          )
            return;
          // A request error (GraphQL over HTTP): no data, status 400. Under compiled execution
          // (graphql-jit) Yoga no longer answers it as one by itself, so both are stated here.
          const { data: _data, ...rest } = result;
          setResult({
            ...rest,
            errors: result.errors.map((error) =>
              VARIABLE_ERROR.test(error.message) && !error.extensions?.['code']
                ? new GraphQLError(error.message, {
                    nodes: error.nodes,
                    extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } },
                  })
                : error,
            ),
          });
        }),
    }),
  };
}

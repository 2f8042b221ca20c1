import { AppError, isErrorCode, type ErrorCode } from '@food/domain';
import { GraphQLError, type ASTNode } from 'graphql';
import {
  handleStreamOrSingleExecutionResult,
  maskError as yogaMaskError,
  useErrorHandler,
  type Plugin,
} from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { serviceBusy } from '../errors.ts';
import { httpStatusOf } from '../http/error-answers.ts';
import { isConnectionFailure } from '../lib/db-errors.ts';

// docs/architecture.md "Errors": expected failures (AppError) reach the client with their code, message
// and extensions; anything else is masked ("Unexpected error.") and logged on the server with the
// request id, never a stack. This file is the one place an AppError becomes a GraphQL error.

function originalOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * The GraphQL error for an AppError: extensions.code is its code, beside its own extensions. A request
 * error (nothing ran: a bad parameter, a document over a limit) also states its HTTP status, derived
 * from the code (http/error-answers.ts), as GraphQL over HTTP expects.
 */
export function toGraphQLError(
  error: AppError,
  at: {
    nodes?: ASTNode | readonly ASTNode[];
    path?: readonly (string | number)[];
    requestError?: boolean;
  } = {},
): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: at.nodes,
    path: at.path,
    extensions: {
      code: error.code,
      ...error.extensions,
      ...(at.requestError ? { http: { status: httpStatusOf(error.code) } } : {}),
    },
  });
}

/**
 * A request error (status 400, nothing ran) for input the database cannot store: a null character,
 * an unpaired surrogate, or a value nested absurdly deep (docs/security.md "Input at the edge").
 */
export const badRequestInput = (message: string, nodes?: ASTNode) =>
  toGraphQLError(new AppError('BAD_USER_INPUT', message), { nodes, requestError: true });

/**
 * Yoga's maskError, taught that an AppError is an expected failure, and that a lost database
 * connection is a retryable SERVICE_UNAVAILABLE, not an "Unexpected error" (docs/faults.md).
 */
export function maskError(error: unknown, message: string): Error {
  const original = originalOf(error);
  const expected =
    original instanceof AppError
      ? original
      : !(original instanceof GraphQLError) && isConnectionFailure(original)
        ? serviceBusy()
        : undefined;
  if (expected) {
    return error instanceof GraphQLError
      ? toGraphQLError(expected, { nodes: error.nodes, path: error.path })
      : toGraphQLError(expected);
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
      if (original instanceof GraphQLError || original instanceof AppError) continue;
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

const BAD_USER_INPUT: ErrorCode = 'BAD_USER_INPUT';

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
                    extensions: {
                      ...error.extensions,
                      code: BAD_USER_INPUT,
                      http: { status: httpStatusOf(BAD_USER_INPUT) },
                    },
                  })
                : error,
            ),
          });
        }),
    }),
  };
}

/**
 * A request error of ours (a document over a limit, input that cannot be stored) keeps its status
 * whatever the client accepts (docs/security.md "GraphQL limits"). Yoga marks parse and validation
 * errors as the GraphQL-over-HTTP spec's, which it answers 200 to a client that accepts only
 * `application/json`; this runs after that marking, just before the answer is written.
 */
export function useRequestErrorStatus(): Plugin<GraphQLContext> {
  return {
    onResultProcess: ({ result }) => {
      if (Array.isArray(result) || !('errors' in result)) return;
      for (const error of result.errors ?? []) {
        const extensions = error.extensions as { code?: unknown; http?: { spec?: boolean; status?: number } };
        if (isErrorCode(extensions.code) && extensions.http?.status) extensions.http.spec = false;
      }
    },
  };
}

import { AppError } from '@food/domain';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { toGraphQLError } from './error-policy.ts';

// Static limits on every document, checked while parsing and validating, before anything runs
// (docs/security.md "GraphQL limits"). Each is several times what the web's own documents need;
// test/graphql-limits.test.ts measures every document under apps/web/src against them.
export const QUERY_LIMITS = {
  /** Nesting of selection sets; the web's deepest documents (a menu at checkout, an order) are 7. */
  depth: 14,
  /** The web sends no aliases; a handful leaves room for hand-written clients and GraphiQL. */
  aliases: 10,
  /** The web sends no directives (@include/@skip). */
  directives: 10,
  /** Lexical tokens of one document; the web's largest (reviewOrder, with __typename) has 162. */
  tokens: 1500,
  /**
   * GraphQL Armor's cost (objects 2, scalars 1, ×1.5 per level, × a literal `first:`). The web's
   * highest, the restaurant list, is under 9,000 even at the largest page the API serves (100).
   */
  cost: 20_000,
} as const;

/** Rejection of a document over a limit: a request error (400) with a code the client can read. */
function tooComplex(error: GraphQLError): GraphQLError {
  // Armor prefixes every message with "Syntax Error: "; what follows names the limit and the count.
  const detail = error.message.replace(/^Syntax Error:\s*/, '');
  return toGraphQLError(new AppError('QUERY_TOO_COMPLEX', `The request is too complex: ${detail}`), {
    requestError: true,
  });
}

/** Validation rules report and go on (one error per rule); the parser stops at the first excess. */
const reject = {
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      if (!context) throw tooComplex(error);
      context.reportError(tooComplex(error));
    },
  ],
  propagateOnRejection: false,
  exposeLimits: true,
};

export function useQueryLimits(): Plugin<GraphQLContext>[] {
  return [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens, ...reject }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, ignoreIntrospection: true, ...reject }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, ...reject }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives, ...reject }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true, ...reject }),
  ] as Plugin<GraphQLContext>[];
}

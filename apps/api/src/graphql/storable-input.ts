import { Kind, type ASTNode, type ASTVisitor, type ExecutionArgs, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { badRequestInput } from './error-policy.ts';
import { findUnstorable, unstorableIn, unstorableMessage } from '../lib/storable-input.ts';

// Input the database cannot store (docs/security.md "Input at the edge") is refused before any
// resolver runs, over HTTP and the websocket alike: string literals while the document is validated,
// variables before execution. Either way a request error: status 400, BAD_USER_INPUT, nothing ran.

/** "Argument "slug"", or the variable whose default value holds the literal. */
function whereIs(lineage: readonly (ASTNode | readonly ASTNode[] | undefined)[]): string {
  for (let i = lineage.length - 1; i >= 0; i--) {
    const node = lineage[i];
    if (!node || !('kind' in node)) continue;
    if (node.kind === Kind.ARGUMENT) return `Argument "${node.name.value}"`;
    if (node.kind === Kind.VARIABLE_DEFINITION) return `The default value of "$${node.variable.name.value}"`;
  }
  return 'A string in the document';
}

function storableLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, parent, _path, ancestors) {
      const problem = unstorableIn(node.value);
      if (!problem) return;
      const where = whereIs([...ancestors, parent]);
      context.reportError(badRequestInput(unstorableMessage(where, problem), node));
    },
  };
}

/** The refusal of `args`' variables, when one holds what cannot be stored. */
function variablesError(args: ExecutionArgs) {
  const found = findUnstorable(args.variableValues ?? {}, '$');
  if (!found) return null;
  const where = `Variable "${found.path.replace(/^\$\.?/, '$')}"`;
  return { errors: [badRequestInput(unstorableMessage(where, found.problem))] };
}

export function useStorableInput(): Plugin<GraphQLContext> {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(storableLiteralsRule),
    onExecute: ({ args, setResultAndStopExecution }) => {
      const refused = variablesError(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const refused = variablesError(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}

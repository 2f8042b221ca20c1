// The web's own GraphQL operations, read from its .graphql files (features/*/api and the shared
// components' fragments), and shaped as urql sends them (`__typename` added by its document cache).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDocument } from '@urql/core';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { repoRoot } from './server.ts';

const webSource = path.join(repoRoot, 'apps/web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

function allDefinitions(): DefinitionNode[] {
  return graphqlFiles(webSource).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
}

export type WebOperation = {
  name: string;
  query: string;
  /** Variables the operation declares: name → required (non-null without a default). */
  variables: Map<string, boolean>;
};

/** One named operation with every fragment it uses, directly or through other fragments. */
export function webOperation(name: string): WebOperation {
  const definitions = allDefinitions();
  const operation = definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`the web has no GraphQL operation named ${name}`);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment) throw new Error(`${name} uses the unknown fragment ${spread.name.value}`);
        if (used.has(spread.name.value)) return;
        used.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  const document = formatDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
  return {
    name,
    query: print(document),
    variables: new Map(
      (operation.variableDefinitions ?? []).map((v) => [
        v.variable.name.value,
        v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
      ]),
    ),
  };
}

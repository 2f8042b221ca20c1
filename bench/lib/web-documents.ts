// The web's own GraphQL operations as it sends them: by the hash its codegen registered
// (apps/web/src/gql/persisted-documents.json, hash → text), without the text. A server outside demo
// mode runs nothing else (docs/api-performance.md "Trusted documents"). The registered text is read only
// for the variables the operation declares.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { repoRoot } from './server.ts';

export type WebOperation = {
  name: string;
  /** The registered hash (extensions.persistedQuery.sha256Hash). */
  hash: string;
  /** The registered text (only read by the bench; never sent). */
  text: string;
  /** Variables the operation declares, in order: name → required (non-null without a default). */
  variables: Map<string, boolean>;
};

/** One named operation of the web's manifest in `root` (another checkout for a baseline). */
export function webOperation(name: string, root = repoRoot): WebOperation {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'apps/web/src/gql/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  for (const [hash, text] of Object.entries(manifest)) {
    const operation = parse(text).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
    );
    if (!operation) continue;
    return {
      name,
      hash,
      text,
      variables: new Map(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
        ]),
      ),
    };
  }
  throw new Error(
    `the web registers no GraphQL operation named ${name} (apps/web/src/gql/persisted-documents.json)`,
  );
}

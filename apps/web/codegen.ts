import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * A registered document's key: the first 64 bits of the sha256 of its text, in hex. Every page ships
 * the keys of its documents, and the full 256 bits cost about 45 bytes more each on the wire
 * (page-weight budget). The keys only have to tell the web's own couple of hundred documents apart
 * (the server runs the registered text, never the client's), for which 64 bits are plenty.
 */
const documentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

// Typed documents from the API's schema files (the web never imports apps/api code). Documents live in
// each feature's api/ folder. documentMode 'string' ships plain query strings, so no GraphQL AST parser
// reaches the browser bundle.
const config: CodegenConfig = {
  schema: '../api/src/modules/**/schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Trusted documents (docs/api-performance.md "Trusted documents"): every operation carries the
      // hash of its normalised text (`__meta__.hash`), and persisted-documents.json (hash → text) is
      // the list the API accepts outside demo mode. The web sends only the hash.
      presetConfig: {
        fragmentMasking: false,
        gqlTagName: 'graphql',
        persistedDocuments: { hashAlgorithm: documentHash },
      },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;

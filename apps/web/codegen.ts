import type { CodegenConfig } from '@graphql-codegen/cli';

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
      // sha256 of its normalised text (`__meta__.hash`), and persisted-documents.json (hash → text) is
      // the list the API accepts outside demo mode. The web sends only the hash.
      presetConfig: {
        fragmentMasking: false,
        gqlTagName: 'graphql',
        persistedDocuments: { hashAlgorithm: 'sha256' },
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

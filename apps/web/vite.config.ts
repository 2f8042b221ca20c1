import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type PluginOption, defineConfig, loadEnv } from 'vite';

// The API (apps/api) listens on 127.0.0.1:4000 and serves /graphql over HTTP and graphql-ws on the same
// path; in production it also serves this build. In dev the Vite server forwards those paths to it
// (API_ORIGIN overrides the address, e.g. for an API started on another port).
function apiProxy(api: string) {
  return {
    '/graphql': { target: api, ws: true },
    '/healthz': { target: api },
    '/images': { target: api },
  };
}

/**
 * Generated documents are `new TypedDocumentString(...)` calls, which Rollup must assume have side
 * effects; marking them pure lets each route chunk keep only the documents it uses.
 */
function pureGeneratedDocuments(): Plugin {
  return {
    name: 'pure-generated-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/gql/graphql.ts')) return null;
      return {
        code: code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
        map: null,
      };
    },
  };
}

const plugins: PluginOption[] = [react(), tailwindcss()];

export default defineConfig(({ mode }) => {
  const proxy = apiProxy(loadEnv(mode, '.', '').API_ORIGIN || 'http://127.0.0.1:4000');
  return {
    plugins: [pureGeneratedDocuments(), ...plugins],
    resolve: { alias: { '@': '/src' } },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      target: 'es2022',
      rollupOptions: {
        // Dependency noise only: React Router's "use client" banner and zod's comment placement.
        onwarn(warning, warn) {
          const fromDependency = warning.id?.includes('/node_modules/') ?? false;
          if (fromDependency && ['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(warning.code ?? ''))
            return;
          warn(warning);
        },
      },
    },
  };
});

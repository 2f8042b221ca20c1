import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type PluginOption, type Rollup, defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API (apps/api) listens on 127.0.0.1:4000 and serves /graphql over HTTP and graphql-ws on the same
// path; in production it also serves this build. In dev the Vite server forwards those paths to it
// (API_ORIGIN overrides the address, e.g. for an API started on another port).
function apiProxy(api: string) {
  return {
    '/graphql': { target: api, ws: true },
    '/healthz': { target: api },
    '/images': { target: api },
    // REST payment endpoints and the demo provider's hosted page (/stripe and /paypal are screens).
    '/stripe/create-checkout-session': { target: api },
    '/paypal/create-order': { target: api },
    '/paypal/paypal-transaction-complete': { target: api },
    '/demo-pay': { target: api },
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

const MAP_LIBRARIES = /\/node_modules\/(leaflet|react-leaflet|@react-leaflet\/core|supercluster|kdbush)\//;

function mapChunkFileNames(chunk: Rollup.PreRenderedChunk): string {
  const holdsMap = chunk.moduleIds.some((id) => MAP_LIBRARIES.test(id));
  const looksLikeMap = chunk.name.startsWith('map-');
  if (holdsMap) return looksLikeMap ? 'assets/[name]-[hash].js' : 'assets/map-[name]-[hash].js';
  // e.g. lucide's MapPin icon: not a map, so not reported as one.
  return looksLikeMap ? 'assets/chunk-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

const plugins: PluginOption[] = [react(), tailwindcss()];

// Brotli and gzip copies beside each text file of the client build, served as they are by the API
// (docs/web-rendering.md "Compression"). HTML is left out: the API renders pages and compresses them
// per request. Files under 1 KB are not worth it (the API's on-the-fly threshold is the same).
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|mjs|css|json|svg|txt|webmanifest|map)$/,
  threshold: 1024,
  logLevel: 'silent',
});

export default defineConfig(({ mode, isSsrBuild }) => {
  const proxy = apiProxy(loadEnv(mode, '.', '').API_ORIGIN || 'http://127.0.0.1:4000');
  return {
    plugins: [pureGeneratedDocuments(), ...plugins, ...(isSsrBuild ? [] : [precompress])],
    resolve: { alias: { '@': '/src' } },
    // Public files belong to the client build only; the server render needs none of them.
    publicDir: isSsrBuild ? false : 'public',
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    // The server render (src/entry-server.tsx, docs/web-rendering.md) bundles the workspace's domain
    // package (TypeScript source); other dependencies load from node_modules at run time.
    ssr: { noExternal: ['@food/domain'] },
    build: {
      target: 'es2022',
      // Read by the server render to emit modulepreload links for the screen it renders.
      manifest: !isSsrBuild,
      rollupOptions: {
        // Maps load on demand (DESIGN.md): any chunk holding Leaflet is named `map-*`, which the
        // page-weight bench reports apart from each route's first load. (Not manualChunks: a manual
        // chunk also takes in shared dependencies such as React, and the entry would then import it.)
        output: { chunkFileNames: mapChunkFileNames },
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

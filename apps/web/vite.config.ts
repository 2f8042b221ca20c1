import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

const GENERATED = '/src/gql/graphql.ts';
const GENERATED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@\/gql\/graphql\.ts';/g;
const DOCUMENT_PREFIX = '\0generated-document:';
const DOCUMENT_CLASS = '\0generated-document-class';
const DOCUMENT_EXPORT =
  /^export const (\w+) = new TypedDocumentString\((`[^`]*`)(?:, (\{[^\n]*\}))?\) as unknown as TypedDocumentString<[^\n]*>;$/gm;

/**
 * The generated documents live in one module, so a route would load every document of every screen.
 * Each document becomes a module of its own, imported straight from where it is used, so a chunk
 * carries just the documents its screens send (docs/web-rendering.md "Chunks"). The class is the
 * generated one in plain JavaScript.
 */
function splitGeneratedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'split-generated-documents',
    enforce: 'pre',
    buildStart() {
      const source = readFileSync(path.join(import.meta.dirname, GENERATED), 'utf8');
      for (const [, name, text, meta] of source.matchAll(DOCUMENT_EXPORT))
        documents.set(
          name!,
          `export const ${name} = new TypedDocumentString(${text}, ${meta ?? 'undefined'});`,
        );
      if (documents.size === 0)
        this.error('No generated documents found: did the codegen output change shape?');
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_PREFIX) || id === DOCUMENT_CLASS ? id : null;
    },
    load(id) {
      if (id === DOCUMENT_CLASS)
        return `export class TypedDocumentString extends String {
  constructor(value, meta) { super(value); this.value = value; this.__meta__ = meta; }
  toString() { return this.value; }
}`;
      if (!id.startsWith(DOCUMENT_PREFIX)) return null;
      const body = documents.get(id.slice(DOCUMENT_PREFIX.length));
      if (body === undefined) this.error(`No generated document ${id}`);
      return `import { TypedDocumentString } from ${JSON.stringify(DOCUMENT_CLASS)};\n${body}`;
    },
    transform(code, id) {
      // The generated module keeps its types; a document imported from it by mistake fails the build.
      if (id.endsWith(GENERATED)) return { code: code.replace(DOCUMENT_EXPORT, ''), map: null };
      if (!id.includes('/src/') || !code.includes('@/gql/graphql.ts')) return null;
      return {
        code: code.replace(GENERATED_IMPORT, (statement, list: string) => {
          const names = list
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
          const wanted = names.filter((n) => documents.has(n));
          if (wanted.length === 0) return statement;
          const rest = names.filter((n) => !documents.has(n));
          return [
            ...wanted.map((n) => `import { ${n} } from ${JSON.stringify(DOCUMENT_PREFIX + n)};`),
            rest.length ? `import { ${rest.join(', ')} } from '@/gql/graphql.ts';` : '',
          ].join('\n');
        }),
        map: null,
      };
    },
  };
}

const MAP_LIBRARIES = /\/node_modules\/(leaflet|supercluster|kdbush)\//;

const STAFF_TEXTS = /\/locales\/(admin\w*|menuEditor|staff)\/(\w+)\.json$/;
// A customer screen's texts in a language other than English (English is bundled with its screen): each
// file is loaded only when that language is chosen, so it stays a chunk of its own. Left to the size
// rule, small text files were merged into whatever shared chunk came next (the Chinese payment texts
// into the list page's first load).
const OTHER_LANGUAGE_TEXTS = /\/locales\/(?:(\w+)\/)?(\w+)\.json$/;

// Staff modules that import nothing (the back office's section list, its orders helpers, the menu
// editor's utilities) go together into one chunk of their own: left to the size rule, the small chunks
// they would form were merged into the customer routes' shared chunks, and every customer downloaded
// them. A module without imports drags nothing else along.
const STAFF_FOLDERS = /\/src\/features\/(admin|admin-orders|menu-editor)\//;

/**
 * `texts-<namespace>-<language>` for a staff text file or a customer one in another language than
 * English, `staff-leaves` for an import-free staff module; every other module is left to Rollup.
 */
function staffChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  const match = STAFF_TEXTS.exec(id);
  if (match) return `texts-${match[1]}-${match[2]}`;
  const texts = OTHER_LANGUAGE_TEXTS.exec(id);
  if (texts && texts[2] !== 'en') return `texts-${texts[1] ?? 'common'}-${texts[2]}`;
  if (!STAFF_FOLDERS.test(id)) return undefined;
  return getModuleInfo(id)?.importedIds.length === 0 ? 'staff-leaves' : undefined;
}

function mapChunkFileNames(chunk: Rollup.PreRenderedChunk): string {
  const holdsMap = chunk.moduleIds.some((id) => MAP_LIBRARIES.test(id));
  const looksLikeMap = chunk.name.startsWith('map-');
  if (holdsMap) return looksLikeMap ? 'assets/[name]-[hash].js' : 'assets/map-[name]-[hash].js';
  // e.g. lucide's MapPin icon: not a map, so not reported as one.
  return looksLikeMap ? 'assets/chunk-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/**
 * React Router defines its Link, NavLink and Form components, and a memoised data-router view, as
 * top-level calls to React's forwardRef/memo without a pure annotation, then names them for React's
 * developer tools, so a bundle keeps every one of them (and what they call: form submission, fetchers)
 * even when unused. Those calls only wrap a function: they are marked pure and the names dropped, and
 * tree-shaking removes the unused ones.
 */
function pureReactRouterComponents(): Plugin {
  const TOP_LEVEL_WRAP = /^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
  const TOP_LEVEL_NAME = /^\w+\.displayName = "[^"]*";$/gm;
  return {
    name: 'pure-react-router-components',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/.test(id)) return null;
      return {
        code: code.replace(TOP_LEVEL_WRAP, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_NAME, ''),
        map: null,
      };
    },
  };
}

/**
 * The icon is written into the page as a data: URL (from public/favicon.svg, its one source): as a file
 * it was a request of its own on every first visit, 0.7 KB with its headers for 0.4 KB of drawing, and
 * revalidated on every page load after that (docs/benchmarks.md, page weight).
 */
function inlineFavicon(): Plugin {
  const FAVICON_LINK = 'href="/favicon.svg"';
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_LINK)) throw new Error('index.html no longer links /favicon.svg');
      const svg = readFileSync(path.join(import.meta.dirname, 'public/favicon.svg'), 'utf8')
        .replace(/\n\s*/g, '')
        .replace(/"/g, "'")
        .replace(/[#<>%]/g, encodeURIComponent);
      return html.replace(FAVICON_LINK, `href="data:image/svg+xml,${svg}"`);
    },
  };
}

/**
 * `.vite/chunk-modules.json`: each script of the build and the source files in it (paths from apps/web),
 * so the page-weight bench can tell when a staff module reaches a customer route's first load. Under
 * `.vite/`, which the API never serves.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = import.meta.dirname + '/';
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = chunk.moduleIds
          .filter((id) => id.startsWith(root))
          .map((id) => id.slice(root.length).split('?')[0]!);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules),
      });
    },
  };
}

const plugins: PluginOption[] = [react(), tailwindcss(), inlineFavicon()];

// Brotli and gzip copies beside each text file of the client build, served as they are by the API
// (docs/web-rendering.md "Compression"). HTML is left out: the API renders pages and compresses them
// per request. Files under 1 KB are not worth it (the API's on-the-fly threshold is the same).
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|mjs|css|json|svg|txt|webmanifest|map)$/,
  threshold: 1024,
  logLevel: 'silent',
});

// React Router's package exports name its development build for every condition (with its warnings;
// remix-run/react-router#12532): the browser build takes the production one it ships beside it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const proxy = apiProxy(loadEnv(mode, '.', '').API_ORIGIN || 'http://127.0.0.1:4000');
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [
      splitGeneratedDocuments(),
      pureReactRouterComponents(),
      ...plugins,
      ...(isSsrBuild ? [] : [precompress, chunkModules()]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: '/src' },
        ...(browserBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    // Public files belong to the client build only; the server render needs none of them.
    publicDir: isSsrBuild ? false : 'public',
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    // The server render (src/entry-server.tsx, docs/web-rendering.md) bundles the workspace's domain
    // package (TypeScript source), and the icons it draws: lucide-react's package entry is one 860 KB
    // file of every icon, which the API process would otherwise load and keep (docs/benchmarks.md,
    // issue 25). Other dependencies load from node_modules at run time.
    ssr: { noExternal: ['@food/domain', 'lucide-react'] },
    build: {
      target: 'es2022',
      // Read by the server render to emit modulepreload links for the screen it renders.
      manifest: !isSsrBuild,
      rollupOptions: {
        // Maps load on demand (docs/maps.md "On demand"): any chunk holding Leaflet is named `map-*`, which
        // the page-weight bench reports apart from each route's first load. (Not manualChunks: a manual
        // chunk also takes in shared dependencies such as React, and the entry would then import it.)
        output: {
          chunkFileNames: mapChunkFileNames,
          experimentalMinChunkSize: 400,
          // The staff apps' text files (lib/staff-texts.ts) each stay a chunk of their own: merged into a
          // small shared chunk, as the size rule above does with side-effect-free files, they reached
          // the customer routes' first load.
          manualChunks: staffChunk,
        },
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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServer } from '../graphql/yoga.ts';
import { COMPRESSION_THRESHOLD_BYTES, prefersBrotli, sendBrotli } from './compression.ts';
import { trimFileSecurityHeaders } from './security-headers.ts';
import { PAGE_CACHE_MAX_CHARS, PAGE_CACHE_TTL_MS, cachedRenderer } from './page-cache.ts';
import {
  type PageRenderRequest,
  type RenderPage,
  SERVER_ENTRY,
  loadPageRenderer,
  parseCookies,
} from './page-renderer.ts';

const API_PREFIXES = ['/graphql', '/healthz', '/analytics'];
const ASSETS_PREFIX = '/assets/';

// A request for a missing file (a stale hashed chunk, an image) gets a real 404; only page routes
// fall back to index.html, so a browser never receives HTML where it expected a script.
function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (req.headers.accept ?? '').includes('text/html');
}

// Build files that are not for browsers: the server render and Vite's manifest.
const PRIVATE_PREFIXES = ['/' + path.dirname(SERVER_ENTRY) + '/', '/.vite/'];

/**
 * A page: the server-rendered HTML (public screens with their data, signed-in screens as their frame),
 * or the client shell when rendering fails. A failed render is logged, never a 500
 * (docs/web-rendering.md).
 */
/**
 * Names the web's error-reporting DSN in a page's head when one is configured, so the web loads its
 * reporter only then (docs/analytics-and-errors.md); without one the page is unchanged, to the byte.
 */
export function withErrorReportingDsn(html: string, dsn: string | undefined): string {
  if (!dsn) return html;
  const escaped = dsn.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace('</head>', `<meta name="error-reporting-dsn" content="${escaped}"></head>`);
}

/** The server render, with the kept page's brotli when pages are kept (page-cache.ts). */
type PageSource = RenderPage & { brotli?: (request: PageRenderRequest, html: string) => Buffer | undefined };

async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  render: PageSource | undefined,
  yoga: YogaServer,
  shell: { html: string | undefined },
) {
  reply.header('cache-control', 'no-cache');
  if (render) {
    try {
      const request: PageRenderRequest = {
        url: req.url,
        cookies: parseCookies(req.headers.cookie),
        // Operations run in-process through Yoga, as this visitor (anonymous) from this address.
        fetch: (input, init) =>
          Promise.resolve(yoga.fetch(input as URL, init ?? {}, { req, clientIp: req.ip })),
      };
      const html = await render(request);
      if (html !== null) {
        reply.type('text/html; charset=utf-8');
        const brotli =
          html.length >= COMPRESSION_THRESHOLD_BYTES && prefersBrotli(req)
            ? render.brotli?.(request, html)
            : undefined;
        return brotli ? sendBrotli(reply, brotli) : reply.send(html);
      }
    } catch (error) {
      req.log.error({ err: error }, `Server render of ${req.url} failed; sending the client shell`);
    }
  }
  if (shell.html) return reply.type('text/html; charset=utf-8').send(shell.html);
  return reply.sendFile('index.html');
}

/**
 * Serves the built web app (WEB_DIST): every page rendered on the server (docs/web-rendering.md), the
 * client shell (index.html) when that is not possible, then client-side routing.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webDist,
    yoga,
    errorReportingDsn,
    catalogGeneration,
  }: {
    webDist: string;
    yoga: YogaServer;
    errorReportingDsn?: string | undefined;
    /** Pages rendered before a catalogue change are not served again (page-cache.ts). */
    catalogGeneration?: () => number;
  },
) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build -w apps/web` (or `npm start` from the repository root, which builds it), then reload.\n',
        ),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: webDist,
    cacheControl: false, // set below, per file
    // Files are revalidated by their ETag alone: a Last-Modified beside it, and Accept-Ranges for files
    // of a few kilobytes, were bytes on every answer (a list page loads some thirty files) for nothing.
    lastModified: false,
    acceptRanges: false,
    // The build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts); they are sent
    // as is to a browser that accepts them, so nothing is compressed per request for assets.
    preCompressed: true,
    // Pages (including /) go through the page handler below, never straight to index.html.
    index: false,
    // `/` is a page too: refused here, it reaches the page handler instead of a directory listing.
    allowedPath: (pathname) =>
      pathname !== '/' && !PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy.
      const isFingerprinted = filePath.startsWith(path.join(webDist, ASSETS_PREFIX));
      res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The static plugin's route serves files only; a page or a 404 reaches it through the handlers below.
  // A callback hook, not an async one: it runs for every answer (GraphQL's too), and an async hook costs
  // each of them a promise for nothing.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.routeOptions.url === '/*' && reply.statusCode < 400) {
      trimFileSecurityHeaders(reply);
      // A fingerprinted file is cached for good and never revalidated: its ETag would be bytes on every
      // request for nothing.
      if (req.url.startsWith(ASSETS_PREFIX)) reply.removeHeader('etag');
    }
    done(null, payload);
  });

  // The server render (React, the router, the web's GraphQL client) is loaded by the first page
  // request, not at start: an instance that only answers the API never loads it
  // (docs/architecture.md "Start-up").
  // Pages are kept, DSN included, for a few seconds (page-cache.ts).
  let renderer: Promise<PageSource | undefined> | undefined;
  const render = () =>
    (renderer ??= loadPageRenderer(webDist, app.log).then(
      (loaded) =>
        loaded &&
        cachedRenderer(
          async (request) => {
            const html = await loaded(request);
            return html === null ? null : withErrorReportingDsn(html, errorReportingDsn);
          },
          { ttlMs: PAGE_CACHE_TTL_MS, maxChars: PAGE_CACHE_MAX_CHARS, generation: catalogGeneration },
        ),
    ));
  // The client shell carries the DSN too; read once, as the build does not change under a running server.
  const shell = {
    html: errorReportingDsn
      ? withErrorReportingDsn(readFileSync(path.join(webDist, 'index.html'), 'utf8'), errorReportingDsn)
      : undefined,
  };
  app.setNotFoundHandler((req, reply) => {
    if (!wantsPage(req)) return reply.code(404).send({ error: 'Not Found', statusCode: 404 });
    return render().then((loaded) => sendPage(req, reply, loaded, yoga, shell));
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/graphql', '/healthz'];

// A request for a missing file (a stale hashed chunk, an image) gets a real 404; only page routes
// fall back to index.html, so a browser never receives HTML where it expected a script.
function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (req.headers.accept ?? '').includes('text/html');
}

/** Serves the built web app (WEB_DIST) with client-side routing: unknown page paths get index.html. */
export async function registerWebApp(app: FastifyInstance, { webDist }: { webDist: string }) {
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
    // The build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts); they are sent
    // as is to a browser that accepts them, so nothing is compressed per request for assets.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy.
      const isFingerprinted = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    if (!wantsPage(req)) return reply.code(404).send({ error: 'Not Found', statusCode: 404 });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

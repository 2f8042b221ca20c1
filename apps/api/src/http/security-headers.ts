import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// Security headers on every answer: pages, assets, GraphQL, REST and errors (docs/security.md).
// Files from the build get the subset that means something for a file that is not a document.

type Directives = Record<string, string[]>;

// Third parties the web loads code from only when they are configured (the web's
// use-google-identity.ts and use-paypal-sdk.ts); the origins are the ones their documentation names.
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const PAYPAL = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
const PAYPAL_IMAGES = 'https://www.paypalobjects.com';

/** The origin of a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
function tileSources(template: string): string[] {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return [];
  // Leaflet fills {s} with a sub-domain letter: allow any sub-domain of what follows it.
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  return host.includes('{') ? [] : [match[1]! + host];
}

/** The origin of a Sentry DSN (https://key@host/1 → https://host), where the web's reports go. */
export function dsnOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of the app. The web loads scripts, styles, images and data from its own
 * origin only; server-rendered pages carry their data as JSON, never as script.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'mapTileUrl' | 'googleClientId' | 'paypalClientId'> &
    Partial<Pick<Config, 'sentryWebDsn'>>,
  { isHttps }: { isHttps: boolean },
): Directives {
  const google = config.googleClientId ? [GOOGLE_SIGN_IN] : [];
  const paypal = config.paypalClientId ? PAYPAL : [];
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...google, ...paypal],
    // Stylesheets and <style> elements from this origin only. Style *attributes* are allowed: Leaflet
    // writes its cluster markers as HTML with a style attribute, and a server-rendered React `style`
    // prop arrives as one. An attribute cannot load a script nor read the page.
    'style-src': ["'self'", ...google],
    'style-src-attr': ["'unsafe-inline'"],
    // <style> elements written at run time: the toasts (sonner) and the dialogs' scroll lock (Radix)
    // inject their CSS that way, and without it toasts lose their layout. A style element cannot run
    // script; scripts stay same-origin only (docs/security.md).
    'style-src-elem': ["'self'", "'unsafe-inline'", ...google],
    // data: for the small images Vite inlines into the CSS (Leaflet's controls).
    'img-src': [
      "'self'",
      'data:',
      ...tileSources(config.mapTileUrl ?? ''),
      ...paypal,
      ...(paypal.length ? [PAYPAL_IMAGES] : []),
    ],
    'font-src': ["'self'"],
    // The error-reporting endpoint only when a DSN is configured (docs/analytics-and-errors.md).
    'connect-src': ["'self'", ...google, ...paypal, ...dsnOrigin(config.sentryWebDsn)],
    'frame-src': google.length || paypal.length ? [...google, ...paypal] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (isHttps) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** GraphiQL (demo mode only) is a page from Yoga that runs inline scripts and loads its editor from unpkg. */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** HTTPS as the browser sees it: PUBLIC_URL says so, or (with TRUST_PROXY) X-Forwarded-Proto does. */
function servedOverHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (publicUrl) return publicUrl.startsWith('https:');
  // Fastify reads X-Forwarded-Proto only from trusted proxies (trustProxy in server.ts).
  return request.protocol === 'https';
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'mapTileUrl' | 'googleClientId' | 'paypalClientId' | 'publicUrl'> &
    Partial<Pick<Config, 'sentryWebDsn'>>,
) {
  const isHttps = (config.publicUrl ?? '').startsWith('https:');
  // Built once: every value is fixed at start. (@fastify/helmet rebuilt this middleware, parsing the
  // policy again, on every request: docs/api-performance.md "Security headers".)
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, { isHttps }) },
    // Google's sign-in and PayPal's checkout open pop-ups that report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google's sign-in button checks the page's origin from the Referer of its frame.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The older twin of frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    // Only over HTTPS, decided per request below.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Helmet sets its headers on the raw response, as the Fastify plugin did, so their order is kept.
    applyHelmet(request.raw, reply.raw, () => {
      if (servedOverHttps(request, config.publicUrl)) reply.header('strict-transport-security', HSTS);
      done();
    });
  });
}

// Headers that only govern a document (what it may load, who may frame or open it, how its own
// requests send a referrer; the browser's default referrer policy is ours anyway). A script, a
// stylesheet or an image needs none of them, and over HTTP/1.1 each costs its bytes again on every one
// of a page's 30 to 40 requests (docs/security.md "Build files").
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** An SVG opened on its own is a document that could run script: it runs nothing and loads nothing. */
export const SVG_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Trims a served build file (not a page) to nosniff, Cross-Origin-Resource-Policy and HSTS; an SVG keeps
 * a policy of its own.
 */
export function trimFileSecurityHeaders(reply: FastifyReply) {
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (type.startsWith('image/svg+xml')) reply.header('content-security-policy', SVG_FILE_CSP);
}

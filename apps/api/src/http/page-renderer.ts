import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

// The web build's server entry (apps/web/src/entry-server.tsx, built into dist/server). The API only
// loads the build artefact, never web source (docs/web-rendering.md).
export const SERVER_ENTRY = path.join('server', 'entry-server.js');

export type PageRenderRequest = {
  url: string;
  cookies: Record<string, string | undefined>;
  fetch: typeof globalThis.fetch;
};

/** Resolves to the page's HTML, or null when the path is one the browser renders (the shell). */
export type RenderPage = (request: PageRenderRequest) => Promise<string | null>;

export async function loadPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  const entry = path.join(webDist, SERVER_ENTRY);
  if (!existsSync(entry)) {
    log.warn(`No server render at ${entry}: every page gets the client shell.`);
    return undefined;
  }
  try {
    const module = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
    if (typeof module.render === 'function') return module.render;
    log.error(`${entry} exports no render function: every page gets the client shell.`);
  } catch (error) {
    log.error({ err: error }, `Could not load ${entry}: every page gets the client shell.`);
  }
  return undefined;
}

/** The request's cookies by name (values percent-decoded; a malformed one is skipped). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // Not percent-encoded by us: ignored, the page renders with defaults.
    }
  }
  return cookies;
}

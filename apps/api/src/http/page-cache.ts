import { PAGE_BROTLI_QUALITY, brotliToKeep } from './compression.ts';
import type { RenderPage, PageRenderRequest } from './page-renderer.ts';

// Rendered pages, kept for a few seconds (docs/web-rendering.md "Rendered-page cache"). A server render
// of the list is a quarter of a megabyte of HTML built from many more bytes of React output, page
// data and copies; under load the same few pages are rendered over and over, and that garbage is most
// of the server's resident memory. Every render is anonymous (the server never sees the session), and
// depends only on the URL and the two cookies the renderer reads, which make the key. A kept page is
// compressed once, on its first request that takes brotli, instead of once per request.

export type PageCacheOptions = {
  /** How long a rendered page is served before it is rendered again. */
  ttlMs: number;
  /** Bound on the HTML kept, in UTF-16 code units (a string's length), and its brotli in bytes. */
  maxChars: number;
  now?: () => number;
  /**
   * The catalogue's generation (catalog-cache-interface.ts): a page rendered under an older one is
   * never served, so a restaurant just published, closed or repriced shows on the next page at once.
   */
  generation?: () => number;
};

export const PAGE_CACHE_TTL_MS = 5_000;
// Enough for the list, the landing page and a few dozen menus (48 KB each) at once.
export const PAGE_CACHE_MAX_CHARS = 4 * 1024 * 1024;

type Entry = { html: string | null; brotli?: Buffer; expires: number; size: number; generation: number };

/** The render request's key: everything the renderer reads (entry-server.tsx's `render`). */
export function pageCacheKey({ url, cookies }: Pick<PageRenderRequest, 'url' | 'cookies'>): string {
  return JSON.stringify([url, cookies.language ?? null, cookies.location ?? null]);
}

/**
 * Wraps a renderer: a page rendered less than `ttlMs` ago for the same key is served again, and
 * requests for a page being rendered wait for that render instead of queueing their own. Least
 * recently used pages leave first once `maxChars` is reached; a failed render is never kept.
 */
export function cachedRenderer(
  render: RenderPage,
  { ttlMs, maxChars, now = Date.now, generation = () => 0 }: PageCacheOptions,
) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<string | null>>();
  let chars = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.size;
  };

  const store = (key: string, html: string | null, rendered: number) => {
    const size = html?.length ?? 0;
    if (size > maxChars) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    // Pages past their time are never served again: gone at the next store instead of filling the
    // bound. Then, as Map order is insertion order, the least recently used pages first.
    const at = now();
    for (const [other, entry] of entries) if (entry.expires <= at) remove(other, entry);
    for (const [oldest, entry] of entries) {
      if (chars + size <= maxChars) break;
      remove(oldest, entry);
    }
    entries.set(key, { html, expires: at + ttlMs, size, generation: rendered });
    chars += size;
  };

  const renderPage: RenderPage = (request) => {
    const key = pageCacheKey(request);
    const current = generation();
    const entry = entries.get(key);
    if (entry) {
      remove(key, entry);
      if (entry.expires > now() && entry.generation === current) {
        entries.set(key, entry);
        chars += entry.size;
        return Promise.resolve(entry.html);
      }
    }
    // A render under way joins only requests of its own generation.
    const renderKey = `${current} ${key}`;
    const pending = rendering.get(renderKey);
    if (pending) return pending;
    const result = render(request).then(
      (html) => {
        rendering.delete(renderKey);
        store(key, html, current);
        return html;
      },
      (error: unknown) => {
        rendering.delete(renderKey);
        throw error;
      },
    );
    rendering.set(renderKey, result);
    return result;
  };

  /**
   * The page `html` as brotli, compressed once while it is kept; undefined when `html` is not the
   * kept page for this request (left or replaced meanwhile), which the compression plugin then encodes.
   */
  const brotli = (request: Pick<PageRenderRequest, 'url' | 'cookies'>, html: string) => {
    const entry = entries.get(pageCacheKey(request));
    if (!entry || entry.html !== html) return undefined;
    if (!entry.brotli) {
      entry.brotli = brotliToKeep(html, PAGE_BROTLI_QUALITY);
      entry.size += entry.brotli.length;
      chars += entry.brotli.length;
    }
    return entry.brotli;
  };

  return Object.assign(renderPage, {
    brotli,
    /** Pages kept and their total length: for tests. */
    stats: () => ({ pages: entries.size, chars }),
  });
}

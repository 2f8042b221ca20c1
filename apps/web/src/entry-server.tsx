// The server render of the public screens (docs/web-rendering.md). Built by `vite build --ssr` into
// dist/server and loaded by the API at start; it is never served to browsers.
import { readFileSync } from 'node:fs';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { createServerGraphqlClient } from './app/ssr/server-graphql-client.ts';
import { isServerRendered } from './app/ssr/server-rendered-paths.ts';
import { SignedInFrame } from './app/ssr/signed-in-frame.tsx';
import { textsModule } from './app/ssr/lazy-route.ts';
import { type Manifest, preloadLinks } from './app/ssr/preload-links.ts';
import { DEFAULT_LOCATION, parseLocation } from './lib/current-location.ts';
import {
  DEFAULT_LANGUAGE,
  type Language,
  NAMESPACES,
  resolveLanguage,
  selectLanguage,
  textDirection,
} from './lib/i18n.ts';
import { pageDataScript } from './lib/page-data.ts';
import { setRenderSnapshot } from './lib/render-snapshot.ts';
import { parseJsonText } from './lib/storage.ts';

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  /** The visitor's cookies (only the mirrored `location` and `language` are read). */
  cookies: Record<string, string | undefined>;
  /** Answers GraphQL requests in-process (the API's Yoga). */
  fetch: typeof globalThis.fetch;
};

// Answers that never come are cut off; the API then serves the client shell.
const RENDER_TIMEOUT_MS = 10_000;

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const manifest = JSON.parse(
  readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
) as Manifest;

/** The page's `<html>` and `<head>`: language, direction and the preload links of its screens. */
function page(language: Language, modules: readonly string[]): string {
  const files = modules.flatMap((id) => {
    if (!id.startsWith(TEXTS)) return [id];
    const namespace = id.slice(TEXTS.length);
    return [...new Set([language, DEFAULT_LANGUAGE])].map((lang) => `src/locales/${namespace}/${lang}.json`);
  });
  // The app's own texts in another language load before the first render, whatever the screen.
  if (language !== DEFAULT_LANGUAGE) files.push(`src/locales/${language}.json`);
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${textDirection(language)}">`)
    .replace('</head>', `${preloadLinks(manifest, files)}</head>`);
}
const TEXTS = textsModule('');

async function renderPage({ url, cookies, fetch }: RenderRequest): Promise<string> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  // The same choices the browser makes from localStorage, here from the cookies mirroring it.
  const { language } = resolveLanguage(search, cookies.language ?? null);
  const storedLocation = cookies.location && parseLocation(parseJsonText(cookies.location));
  const location = storedLocation ? cookies.location! : JSON.stringify(DEFAULT_LOCATION);
  // A screen the browser renders (signed in) gets its frame: top bar, heading and placeholders, with
  // no page data, so the browser renders it afresh instead of hydrating.
  const frame = !isServerRendered(pathname);
  setRenderSnapshot({ location, language, frame });
  await selectLanguage(language, NAMESPACES);
  const modules = await preloadScreens(pathname);

  const { client, extractData } = createServerGraphqlClient(fetch);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App graphqlClient={client}>
      <StaticRouter location={url}>{frame ? <SignedInFrame /> : <AppRoutes />}</StaticRouter>
    </App>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
      // React otherwise moves a large screen out of line, behind its loading fallback and an inline
      // script that swaps it in: the page would show a spinner until that script ran, and an inline
      // script would need an exception in a Content-Security-Policy. The whole page is ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const body = await new Response(prelude).text();
  // A screen that failed would be rendered by the browser anyway: the whole shell is the honest answer.
  if (errors.length > 0) throw errors[0];
  // A frame carries no page data: the browser renders it afresh rather than hydrating it.
  const data = frame ? '' : pageDataScript({ location, language, graphql: extractData() });
  return page(language, modules).replace('<div id="root"></div>', `<div id="root">${body}</div>${data}`);
}

// The texts, the location snapshot and the route table are module state: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/** The page's HTML: the public screens rendered with their data, the others as their frame. */
export function render(request: RenderRequest): Promise<string | null> {
  const result = queue.then(() => renderPage(request));
  queue = result.catch(() => undefined);
  return result;
}

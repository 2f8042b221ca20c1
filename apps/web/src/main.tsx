import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { mirrorToCookie } from './lib/cookie-mirror.ts';
import { LOCATION_STORAGE_KEY, ensureLocation } from './lib/current-location.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { createGraphqlClient } from './lib/graphql-client.ts';
import { LANGUAGE_STORAGE_KEY, initI18n } from './lib/i18n.ts';
import { type PageData, readPageData } from './lib/page-data.ts';
import { setRenderSnapshot } from './lib/render-snapshot.ts';
import { readItem } from './lib/storage.ts';
import './index.css';

startErrorReporting();
ensureLocation();
// Visitors from before the cookies existed: copy what is stored, so the next page is rendered for them.
for (const key of [LOCATION_STORAGE_KEY, LANGUAGE_STORAGE_KEY]) mirrorToCookie(key, readItem(key));

async function hydrate(root: HTMLElement, page: PageData) {
  setRenderSnapshot(page);
  // The matched screen's chunk is loaded first, so hydration never suspends on it (docs/web-rendering.md).
  await preloadScreens(window.location.pathname).catch(() => []);
  hydrateRoot(
    root,
    <StrictMode>
      <App graphqlClient={createGraphqlClient({ restore: page.graphql })}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
}

const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function render(root: HTMLElement) {
  // The server sent this screen's frame only; its chunks are already on the way (modulepreload), and
  // once loaded the first render shows the screen rather than a loading fallback over the frame.
  await preloadScreens(window.location.pathname).catch(() => []);
  // Let the frame reach the screen once before it is replaced: with everything cached the scripts can
  // run before the first paint, and the visitor would wait for the whole screen instead.
  if (root.hasChildNodes()) await afterNextPaint();
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole screen, and the frame stays up until the screen is ready to replace it.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    ),
  );
}

// The chosen language is loaded before the first render, so the page never flashes English first.
void initI18n().then((language) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const page = readPageData();
  // A page rendered in another language (the choice just changed) is rendered afresh, not hydrated.
  if (page && page.language === language) void hydrate(root, page);
  else void render(root);
});

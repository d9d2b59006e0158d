import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
import './styles/global.scss';
import type { Messages } from '@lingui/core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMessages } from './i18n/catalogs';
import { CHUNK_MESSAGES_ATTRIBUTE, addChunkMessagesTo } from './i18n/chunk-messages';
import { createI18n } from './i18n/create-i18n';
import { CONTENT_PATHS, markContentLoaded } from './i18n/content-messages';
import { splitLocalePath } from './i18n/locales';
import { routeProgress } from './components/progress-bar/progress-store';
import { seedEmbeddedQueryData } from './lib/api/embedded-query-data';
import { createQueryClient } from './lib/api/query-client';
import { createStorefrontClient } from './lib/api/storefront-client';
import { installChunkErrorReload } from './lib/chunk-reload';
import { loadBootedPage } from './lib/booted-page';
import { enableControls, whileHydrating } from './lib/hydration';
import { isPrefetching, loaderFor, prefetchLinksInUse } from './lib/prefetch';

// Preload errors of prefetches are ignored unless a navigation waits for a chunk too.
installChunkErrorReload(window, () => isPrefetching() && routeProgress.pending() === 0);

async function start(container: HTMLElement) {
  // Some pages arrive prerendered or rendered by the server (entry-prerender.tsx). The app hydrates
  // them (lib/hydration.ts) once the page's own code is here, so its first render is that page.
  // The page's language comes from its URL (`/es/…` is Spanish); its messages load with the app.
  const { locale, path } = splitLocalePath(window.location.pathname);
  // A page that boots before the app links its chunk's catalog (scripts/prerender-storefront.mjs).
  const [messages, ...pageMessages] = await Promise.all([
    loadMessages(locale, path),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>(`link[${CHUNK_MESSAGES_ATTRIBUTE}]`),
      (link) =>
        (import(/* @vite-ignore */ link.href) as Promise<{ messages: Messages }>).then(
          (catalog) => catalog.messages,
        ),
    ),
  ]);
  const i18n = createI18n(locale, Object.assign(messages, ...pageMessages) as Messages);
  addChunkMessagesTo(i18n);
  if (CONTENT_PATHS.includes(path)) markContentLoaded(i18n);
  const queryClient = createQueryClient();
  // A unit's page arrives with its data (the server embeds it): no second fetch, no skeleton.
  seedEmbeddedQueryData(queryClient, document);
  // The API answers in the page's language (its messages; `Accept-Language`).
  const api = createStorefrontClient({ locale });
  const app = <App api={api} queryClient={queryClient} i18n={i18n} />;
  if (!container.firstElementChild) return createRoot(container).render(app);
  await loadBootedPage(document, window.location.pathname, loaderFor).catch(() => {});
  // A task of its own: evaluating the code and hydrating would otherwise make one long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Measured (`liftline:takeover`, end-to-end tests wait for it): from the first task that
  // hydrates the page to the last of its parts that hydrate later (components/hydrate-later).
  const started = performance.now();
  whileHydrating(
    () => {
      hydrateRoot(container, app);
      // The first task's share (the benchmark's figure): the page but its later parts.
      performance.measure('liftline:first-part', { start: started });
    },
    () => {
      // Controls arrive disabled (lib/hydration.ts): enabled once every part has its handlers.
      enableControls(container);
      performance.measure('liftline:takeover', { start: started });
      prefetchLinksInUse(container);
    },
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);

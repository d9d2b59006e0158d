import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
import './styles/global.scss';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeProgress } from './components/progress-bar/progress-store';
import { seedEmbeddedQueryData } from './lib/api/embedded-query-data';
import { createQueryClient } from './lib/api/query-client';
import { createStorefrontClient } from './lib/api/storefront-client';
import { installChunkErrorReload } from './lib/chunk-reload';
import { enableControls, whileHydrating } from './lib/hydration';
import { isPrefetching, loaderFor } from './lib/prefetch';

// Preload errors of prefetches are ignored unless a navigation waits for a chunk too.
installChunkErrorReload(window, () => isPrefetching() && routeProgress.pending() === 0);

async function start(container: HTMLElement) {
  // Some pages arrive prerendered (entry-prerender.tsx). Render once the page's own code is here,
  // so the first render replaces that HTML with the same page instead of a spinner.
  const queryClient = createQueryClient();
  // A unit's page arrives with its data (the server embeds it): no second fetch, no skeleton.
  seedEmbeddedQueryData(queryClient, document);
  const app = <App api={createStorefrontClient()} queryClient={queryClient} />;
  if (!container.firstElementChild) return createRoot(container).render(app);
  await loaderFor(window.location.pathname)?.().catch(() => {});
  // Measured (`liftline:takeover`) for the benchmark: the one task that replaces the page's HTML.
  const started = performance.now();
  enableControls(container);
  whileHydrating(() => hydrateRoot(container, app));
  performance.measure('liftline:takeover', { start: started });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);

// The dealer example (examples/dealer-site) on its own origin, with the widgets and the API from a
// built server: issue 34's page budgets in Chromium and Lighthouse mobile on its pages.
import { chromium } from '@playwright/test';
import { serveDealerSite } from '../scripts/serve-dealer-site.mjs';
import { CHROME_FLAGS, lighthouseRoutes } from './lighthouse.mjs';
import { freePort } from './util.mjs';
import { measureWidgetPages } from './widget-pages.mjs';

/** The example's pages, as Lighthouse and the report name them. */
export const DEALER_PAGES = ['/', '/inventory.html'];

/**
 * Serves the dealer site on `http://localhost:<free port>` (listening on 127.0.0.1; another origin
 * than `liftlineOrigin`, which is on 127.0.0.1) while `work(dealerOrigin)` runs.
 */
export async function withDealerSite(liftlineOrigin, work) {
  const port = await freePort();
  const server = await serveDealerSite({ port, host: '127.0.0.1', liftlineOrigin });
  try {
    return await work(`http://localhost:${port}`);
  } finally {
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  }
}

/** Script bytes before interaction, with the dialog open and with the list; CLS of both pages. */
export async function dealerWidgetPages({ liftlineOrigin, chromePath }) {
  return withDealerSite(liftlineOrigin, async (dealerOrigin) => {
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    try {
      return await measureWidgetPages(browser, dealerOrigin);
    } finally {
      await browser.close();
    }
  });
}

/** Lighthouse mobile (3 runs, median) on the example's pages. */
export function dealerLighthouse({ liftlineOrigin, chromePath, runs = 3, log }) {
  return withDealerSite(liftlineOrigin, (dealerOrigin) =>
    lighthouseRoutes({ origin: dealerOrigin, routes: DEALER_PAGES, runs, chromePath, log }),
  );
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A query's answer a page renders with, under the key the storefront asks with. */
export interface PageData {
  key: readonly unknown[];
  data: unknown;
}

/** An API read a page needs: its query key and its URL below `/api/v1`. */
export interface PageRead {
  key: readonly unknown[];
  url: string;
}

/** The storefront's own rendering of its pages, as the server uses it. */
export interface StorefrontRenderer {
  /** The inside of the storefront's `#root` for a page and its data (plain markup). */
  render: (path: string, data: PageData[]) => Promise<string>;
  /** The reads a page renders from (the catalog's list and filters), or null. */
  reads: (path: string) => PageRead[] | null;
}

/** What the storefront's server-side bundle exports (packages/storefront/src/entry-prerender.tsx). */
interface StorefrontSsrBundle {
  renderPage: (path: string, data: PageData[]) => Promise<string>;
  pageReads: (path: string) => PageRead[] | null;
  disableControls: (html: string) => string;
  prerenderProblems: (html: string, extraPaths?: string[]) => string[];
}

const isBundle = (
  module: Record<string, unknown>,
): module is Record<string, unknown> & StorefrontSsrBundle =>
  ['renderPage', 'pageReads', 'disableControls', 'prerenderProblems'].every(
    (name) => typeof module[name] === 'function',
  );

/**
 * The storefront renders its own pages: its build leaves a server-side bundle (`dist-ssr`), the
 * same one that prerendered the public pages, and the server loads it from there at start-up, as
 * it reads `index.html` from the build. The server's code never imports the storefront's; without
 * the bundle (an API-only deployment, a test storefront) the answer is undefined and pages are
 * sent with their head only.
 *
 * The HTML is refused (an error is thrown) when it carries anything that must never reach a
 * page: an inline script (the CSP allows none), React's error output (the bundle checks both) or a
 * path of this machine.
 */
export async function loadStorefrontRenderer(
  ssrDir: string,
): Promise<StorefrontRenderer | undefined> {
  const file = join(ssrDir, 'entry-prerender.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (!isBundle(module)) throw new Error(`${file} is not the storefront's server-side bundle.`);
  return {
    render: async (path, data) => {
      const html = module.disableControls(await module.renderPage(path, data));
      const problems = module.prerenderProblems(html, [ssrDir]);
      if (problems.length > 0) {
        throw new Error(`Rendering ${path} produced ${problems.join(', ')}.`);
      }
      return html;
    },
    reads: (path) => module.pageReads(path),
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A query's answer a page renders with, under the key the storefront asks with. */
export interface PageData {
  key: unknown[];
  data: unknown;
}

/** Renders the inside of the storefront's `#root` for a page and its data (plain markup). */
export type PageBodyRenderer = (path: string, data: PageData[]) => Promise<string>;

/** What the storefront's server-side bundle exports (packages/storefront/src/entry-prerender.tsx). */
interface StorefrontSsrBundle {
  renderPage: (path: string, data: PageData[]) => Promise<string>;
  disableControls: (html: string) => string;
  prerenderProblems: (html: string, extraPaths?: string[]) => string[];
}

const isBundle = (
  module: Record<string, unknown>,
): module is Record<string, unknown> & StorefrontSsrBundle =>
  typeof module.renderPage === 'function' &&
  typeof module.disableControls === 'function' &&
  typeof module.prerenderProblems === 'function';

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
export async function loadPageBodyRenderer(ssrDir: string): Promise<PageBodyRenderer | undefined> {
  const file = join(ssrDir, 'entry-prerender.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (!isBundle(module)) throw new Error(`${file} is not the storefront's server-side bundle.`);
  return async (path, data) => {
    const html = module.disableControls(await module.renderPage(path, data));
    const problems = module.prerenderProblems(html, [ssrDir]);
    if (problems.length > 0) throw new Error(`Rendering ${path} produced ${problems.join(', ')}.`);
    return html;
  };
}

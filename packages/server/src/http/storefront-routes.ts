import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Checks a page's path parameter against the data: false answers the page with status 404. */
export type ParameterCheck = (value: string) => Promise<boolean>;

interface CompiledRoute {
  pattern: RegExp;
  /** The `:name` parameters of the pattern, in order. */
  names: string[];
}

/** A positive int4 id in canonical form (`12`, not `012`, `1e3` or `12.0`). */
export const isPositiveId = (value: string) =>
  /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

function compile(route: string): CompiledRoute {
  const names: string[] = [];
  const source = route
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source === '' ? '/' : source}/?$`), names };
}

/**
 * The storefront's page patterns (`dist/routes.json`, written by the build from its route table),
 * or null when the build has none (then every page path is answered as a page, as before).
 */
export function readStorefrontRoutes(storefrontDir: string): string[] | null {
  try {
    const routes = JSON.parse(readFileSync(join(storefrontDir, 'routes.json'), 'utf8')) as unknown;
    return Array.isArray(routes) && routes.every((route) => typeof route === 'string')
      ? routes
      : null;
  } catch {
    return null;
  }
}

/**
 * The HTTP status of a storefront page: 200 when the path matches a route of the storefront and
 * each checked parameter names something that exists (e.g. `equipment_id` a published unit), 404
 * otherwise. The page itself is the same app either way; it shows its not-found page.
 */
export function createPageStatus(
  routes: string[] | null,
  checks: Record<string, ParameterCheck> = {},
): (path: string) => Promise<200 | 404> {
  if (!routes) return async () => 200;
  const compiled = routes.map(compile);
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  return async (path) => {
    for (const { pattern, names } of compiled) {
      const match = pattern.exec(path);
      if (!match) continue;
      for (const [index, name] of names.entries()) {
        const value = decoded(match[index + 1]!);
        const check = checks[name];
        if (value === null || (check && !(await check(value)))) return 404;
      }
      return 200;
    }
    return 404;
  };
}

/**
 * The file a storefront page is sent from: the page's own (prerendered) file, else the shell of
 * the route pattern it matches (`/equipment/:equipment_id`), else undefined (`index.html`).
 */
export function createPageFiles(files: Map<string, string>): (path: string) => string | undefined {
  const patterns = [...files.keys()]
    .filter((key) => key.includes('/:'))
    .map((key) => ({ ...compile(key), file: files.get(key)! }));
  return (path) => {
    const exact = files.get(path.replace(/(.)\/$/, '$1'));
    return exact ?? patterns.find(({ pattern }) => pattern.test(path))?.file;
  };
}

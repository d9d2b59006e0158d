import { fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { aPage, someFilters, someUnits } from './catalog-fixtures';

type Answer = Response | Promise<Response>;

export interface CatalogRoutes {
  /** `GET /equipment`; default: 24 units of 250. */
  list?: (query: URLSearchParams) => Answer;
  /** `GET /equipment/filters`; default: `someFilters()`. */
  filters?: (query: URLSearchParams) => Answer;
}

const defaultList = (query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 1);
  return json(aPage(someUnits(24, (page - 1) * 24 + 1), { page, total: 250 }));
};

/**
 * The fake API answering the catalog's calls (anything else is a 501, so an unexpected call shows
 * up), with the query of the last call to each path.
 */
export function serveCatalog(routes: CatalogRoutes = {}) {
  const api: FakeApi = fakeApi({
    'GET /equipment': ({ query }) => (routes.list ?? defaultList)(query),
    'GET /equipment/filters': ({ query }) =>
      routes.filters ? routes.filters(query) : json(someFilters()),
  });
  return Object.assign(api, {
    /** The query of the last call to `path`, as a plain object. */
    lastQuery(path: '/equipment' | '/equipment/filters'): Record<string, string> | undefined {
      const last = api.calls(`GET ${path}`).at(-1);
      return last ? Object.fromEntries(last.query) : undefined;
    },
  });
}

export { serverError } from '@/testing/fake-api';

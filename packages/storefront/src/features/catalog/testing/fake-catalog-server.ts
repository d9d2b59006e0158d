import { jsonResponse } from '@liftline/sdk/testing';
import type { Mock } from 'vitest';
import { aPage, someFilters, someUnits } from './catalog-fixtures';

type Answer = Response | Promise<Response>;

export interface CatalogRoutes {
  /** `GET /equipment`; default: 24 units of 250. */
  list?: (query: URLSearchParams) => Answer;
  /** `GET /equipment/filters`; default: `someFilters()`. */
  filters?: (query: URLSearchParams) => Answer;
}

export interface CatalogRequest {
  path: string;
  query: URLSearchParams;
}

const defaultList = (query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 1);
  return jsonResponse(aPage(someUnits(24, (page - 1) * 24 + 1), { page, total: 250 }));
};

/**
 * Answers the mocked API client's catalog calls (anything else is a 404, so an unexpected call
 * shows up) and records them, newest last.
 */
export function serveCatalog(fetchMock: Mock<typeof fetch>, routes: CatalogRoutes = {}) {
  const requests: CatalogRequest[] = [];
  fetchMock.mockImplementation((input) => {
    const url = new URL((input as Request).url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    requests.push({ path, query: url.searchParams });
    if (path === '/equipment')
      return Promise.resolve((routes.list ?? defaultList)(url.searchParams));
    if (path === '/equipment/filters')
      return Promise.resolve(
        routes.filters ? routes.filters(url.searchParams) : jsonResponse(someFilters()),
      );
    return Promise.resolve(
      jsonResponse({ message: 'Not in this test.', slug: 'not_found' }, 404, 'Not Found'),
    );
  });
  return {
    requests,
    /** The query of the last call to `path`, as a plain object. */
    lastQuery(path: '/equipment' | '/equipment/filters'): Record<string, string> | undefined {
      const last = requests.filter((request) => request.path === path).at(-1);
      return last ? Object.fromEntries(last.query) : undefined;
    },
  };
}

export const serverError = () =>
  jsonResponse({ message: 'Something broke.', slug: 'server_error' }, 500, 'Internal Server Error');

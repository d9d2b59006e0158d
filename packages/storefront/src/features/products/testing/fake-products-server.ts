import { jsonResponse } from '@liftline/sdk/testing';
import type { Mock } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Answers the mocked client's requests by `"METHOD /path"` (path after `/api/v1`, no query);
 * anything else is a 404, so an unexpected call shows up in the test. Returns the requests made.
 */
export function serveProducts(fetchMock: Mock<typeof fetch>, routes: Record<string, Handler>) {
  const requests: { method: string; path: string; url: URL; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.body ? await request.clone().text() : '';
    requests.push({
      method: request.method,
      path,
      url,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    const handler = routes[`${request.method} ${path}`];
    if (!handler)
      return jsonResponse({ message: 'Not in this test.', slug: 'not_found' }, 404, 'Not Found');
    return handler(request);
  });
  return requests;
}

export const noContent = () => new Response(null, { status: 204 });

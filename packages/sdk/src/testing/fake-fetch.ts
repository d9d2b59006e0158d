/**
 * A `fetch` for tests over a handler of Requests. Like the platform's `fetch`, it builds one Request
 * from its arguments, whichever way it is called: `fetch(url, init)` (as the client calls it) or
 * `fetch(request)` (while middleware is registered).
 *
 *   createClient({ baseUrl, fetch: fakeFetch((request) => jsonResponse({ ok: true })) });
 */
export function fakeFetch(
  handler: (request: Request) => Response | Promise<Response>,
): typeof globalThis.fetch {
  return async (input, init) => handler(new Request(input, init));
}

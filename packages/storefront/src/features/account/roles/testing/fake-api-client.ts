// A stand-in for `@/lib/api-client` in tests: the real SDK client, answered by whatever handler the
// test installs with `answerWith`. Use: `vi.mock('@/lib/api-client', () => import('…/fake-api-client'))`.
import { createClient } from '@liftline/sdk';

type Handler = (request: Request) => Promise<Response>;

let handler: Handler | null = null;

/** Installs the fake server that answers the client's requests. */
export function answerWith(next: Handler): void {
  handler = next;
}

export const apiClient = createClient({
  baseUrl: 'http://liftline.test/api',
  fetch: (input, init) => {
    if (!handler) return Promise.reject(new Error('No fake API installed (answerWith).'));
    return handler(input instanceof Request ? input : new Request(input, init));
  },
});

export const apiClientEvents = { subscribe: () => () => {}, emit: () => {} };

import { describe, expect, it } from 'vitest';
import { TOKEN } from '@/features/quote-offer/testing/quote-offer-fixtures';
import { pageReads } from './entry-prerender';

// What a server that renders the customer's quote page reads for it: the quote, under the key the
// page's query asks with (so the app hydrates without fetching it again).
describe('the quote page on the server', () => {
  it('names its one read, in both languages', () => {
    const reads = pageReads(`/quotes/${TOKEN}`)!;
    expect(reads).toEqual([
      {
        key: ['get', '/quotes/{token}', { params: { path: { token: TOKEN } } }],
        url: `/quotes/${TOKEN}`,
      },
    ]);
    expect(pageReads(`/es/quotes/${TOKEN}`)).toEqual(reads);
    expect(pageReads('/quotes/short')).toBeNull();
  });
});

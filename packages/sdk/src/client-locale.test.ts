import { describe, expect, it } from 'vitest';
import { createClient, createPublicClient } from './client';
import { memoryStorage } from './storage';
import { fakeFetch } from './testing/fake-fetch';

const BASE = 'https://api.test/api';

/** A fetch that records each request's Accept-Language and answers 200 `{}`. */
function recording() {
  const seen: (string | null)[] = [];
  const fetch = fakeFetch((request) => {
    seen.push(request.headers.get('accept-language'));
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  });
  return { seen, fetch };
}

describe('client locale (Accept-Language)', () => {
  it('sends the locale on every request of both clients', async () => {
    const { seen, fetch } = recording();
    const client = createClient({ baseUrl: BASE, fetch, storage: memoryStorage(), locale: 'es' });
    const widgets = createPublicClient({ baseUrl: BASE, fetch, locale: 'es-US' });
    await client.GET('/equipment/{id}', { params: { path: { id: 1 } } });
    await client.POST('/contact-branch', { body: {} as never });
    await widgets.GET('/equipment/{id}', { params: { path: { id: 1 } } });
    expect(seen).toEqual(['es', 'es', 'es-US']);
  });

  it('reads a function on each request, so the app switches language without a new client', async () => {
    const { seen, fetch } = recording();
    let language = 'en';
    const client = createPublicClient({ baseUrl: BASE, fetch, locale: () => language });
    await client.GET('/equipment/{id}', { params: { path: { id: 1 } } });
    language = 'es';
    await client.GET('/equipment/{id}', { params: { path: { id: 1 } } });
    expect(seen).toEqual(['en', 'es']);
  });

  it('sends it through middleware (a built Request) and lets a call set its own', async () => {
    const { seen, fetch } = recording();
    const client = createClient({ baseUrl: BASE, fetch, storage: memoryStorage(), locale: 'es' });
    client.use({ onRequest: ({ request }) => request });
    await client.GET('/equipment/{id}', { params: { path: { id: 1 } } });
    await client.GET('/equipment/{id}', {
      params: { path: { id: 1 } },
      headers: { 'Accept-Language': 'en' },
    });
    expect(seen).toEqual(['es', 'en']);
  });

  it('sends none without a locale (or an empty one)', async () => {
    const { seen, fetch } = recording();
    await createPublicClient({ baseUrl: BASE, fetch }).GET('/equipment/{id}', {
      params: { path: { id: 1 } },
    });
    await createPublicClient({ baseUrl: BASE, fetch, locale: () => '' }).GET('/equipment/{id}', {
      params: { path: { id: 1 } },
    });
    expect(seen).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { QUERY_DATA_ID, seedEmbeddedQueryData } from './embedded-query-data';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = QUERY_DATA_ID;
    script.textContent = content;
    doc.body.append(script);
  }
  return doc;
}

describe('seedEmbeddedQueryData', () => {
  it('puts each embedded answer into the cache under its key, fresh', () => {
    const client = createQueryClient();
    const key = ['get', '/equipment/{id}', { params: { path: { id: 7 }, query: {} } }];
    const doc = documentWith(JSON.stringify([{ key, data: { id: 7, title: 'A \u003c b' } }]));
    expect(seedEmbeddedQueryData(client, doc)).toBe(1);
    expect(client.getQueryData(key)).toEqual({ id: 7, title: 'A < b' });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('ignores a page without data and malformed data', () => {
    const client = createQueryClient();
    expect(seedEmbeddedQueryData(client, documentWith(null))).toBe(0);
    expect(seedEmbeddedQueryData(client, documentWith('{not json'))).toBe(0);
    expect(seedEmbeddedQueryData(client, documentWith('{"key":1}'))).toBe(0);
    expect(seedEmbeddedQueryData(client, documentWith('[{"key":"x","data":1}]'))).toBe(0);
  });
});

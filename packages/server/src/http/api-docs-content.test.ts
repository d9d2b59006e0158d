import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * What an integrator reads first on `/api/docs` (issue 42 item 16): the product's name, a way back
 * to the store, a start with keys, a first call and webhooks, the groups in the order of that need
 * with titles in title case, and no internal wording ("the product specification").
 */

interface Tag {
  name: string;
  'x-displayName'?: string;
  description?: string;
}
interface Contract {
  info: { title: string; summary?: string; description: string };
  tags: Tag[];
}

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let contract: Contract;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  contract = response.json<Contract>();
});
afterAll(() => testApp.close());

/** Every `description` and `summary` text of the document, with where it is. */
function texts(node: unknown, at = ''): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => texts(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' && (key === 'description' || key === 'summary')
      ? [[`${at}/${key}`, value] as [string, string]]
      : texts(value, `${at}/${key}`),
  );
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'or', 'to', 'in', 'for', 'on']);
const isTitleCase = (title: string) =>
  title
    .split(/[\s-]+/)
    .every((word, i) => (i > 0 && SMALL_WORDS.has(word)) || /^[A-Z0-9]/.test(word));

describe('the contract as the API reference shows it', () => {
  it('names the product and links the store', () => {
    expect(contract.info.title).toBe('Liftline API');
    expect(contract.info.description).toMatch(/\[Liftline\]\(\/\)/);
  });

  it('opens with what an integrator needs: a key, a first call, webhooks', () => {
    const { description } = contract.info;
    const headings = [...description.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings[0]).toBe('Getting started');
    const start = description.slice(0, description.indexOf('## Conventions'));
    expect(start).toContain('(/authorized/account/api-keys)');
    expect(start).toContain('Authorization: Bearer sk_');
    expect(start).toContain('(/authorized/account/webhooks)');
    expect(start).toContain('Liftline-Signature');
    expect(start).toContain('(/api/v1/openapi.yaml)');
  });

  it('orders the groups by that need, each titled in title case', () => {
    expect(contract.tags.map((tag) => tag.name)).toEqual([
      'integrations',
      'account',
      'products',
      'public',
      'quotes',
      'dealers',
      'auth',
      'user',
      'admin',
    ]);
    for (const tag of contract.tags) {
      expect(tag['x-displayName'], tag.name).toBeDefined();
      expect(isTitleCase(tag['x-displayName']!), tag['x-displayName']).toBe(true);
    }
    expect(contract.tags[0]!['x-displayName']).toBe('API Keys and Webhooks');
  });

  it('speaks to its readers: no internal "specification" wording anywhere', () => {
    const internal = texts(contract).filter(([, text]) =>
      /product specification|the specification|as fixed by/i.test(text),
    );
    expect(internal).toEqual([]);
  });
});

describe('the reference page', () => {
  it('leads back to the store', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.body).toMatch(
      /<nav class="docs-store" aria-label="Liftline store">\s*<a href="\/">← Back to the Liftline store<\/a>/,
    );
    expect(response.body).toContain('<title>Liftline API reference</title>');
  });
});

import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { countPublished, getJson, insertProduct, listAll } from './catalog-test-helpers';
import {
  compileFilters,
  onlyTypoMatches,
  orderBy,
  queryAlternatives,
  SqlParams,
  typoCandidates,
  typoTsquery,
} from './equipment-query';

type EquipmentPage = components['schemas']['EquipmentPage'];
type EquipmentFilters = components['schemas']['EquipmentFilters'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
  // The demo catalog has no telehandler.
  await insertProduct(testApp.db, {
    title: 'Genie GTH-5519 Telehandler',
    make: 'Genie',
    model: 'GTH-5519',
    category: 'construction-equipment',
  });
});
afterAll(() => testApp.close());

/** Ids of the published units whose search vector matches a tsquery text. */
async function idsMatching(tsquery: string): Promise<Set<number>> {
  const { rows } = await testApp.db.query<{ id: number }>(
    `select id from products where status = 'published' and search @@ to_tsquery('english', $1)`,
    [tsquery],
  );
  return new Set(rows.map((row) => row.id));
}

describe('queryAlternatives', () => {
  it('splits on "or" as websearch does, with each token\'s words and negation', () => {
    expect(queryAlternatives('Toyta 8FG-25 or -yale')).toEqual([
      [
        { words: ['toyta'], negated: false },
        { words: ['8fg', '25'], negated: false },
      ],
      [{ words: ['yale'], negated: true }],
    ]);
    // Leading, trailing and doubled "or", and tokens without a letter or digit, are left out.
    expect(queryAlternatives('or toyta or or - yale or')).toEqual([
      [{ words: ['toyta'], negated: false }],
      [{ words: ['yale'], negated: false }],
    ]);
    expect(queryAlternatives('  ')).toEqual([]);
  });
});

describe('typoCandidates / typoTsquery', () => {
  it('looks up words of 4+ characters with a letter, not negated ones', () => {
    expect(typoCandidates('Toyta 8FG -yale a to 5519 toyta')).toEqual(['toyta']);
    expect(typoCandidates('Telehandlr, GTH-5519x')).toEqual(['telehandlr', '5519x']);
    expect(typoCandidates('a b c')).toEqual([]);
  });

  it('replaces only the words without a match, honouring "or" and negation', () => {
    const typos = new Map([
      ['toyta', ['toyota', 'toy']],
      ['xqzv', []],
    ]);
    expect(typoTsquery('toyta forkl', typos)).toBe('(toyota | toy) & forkl:*');
    expect(typoTsquery('forkl', typos)).toBeUndefined();
    expect(typoTsquery('toyta -yale', typos)).toBe('(toyota | toy) & !yale:*');
    // An alternative holding a word without similar words cannot match.
    expect(typoTsquery('xqzv toyta', typos)).toBeUndefined();
    expect(typoTsquery('xqzv or toyta', typos)).toBe('(toyota | toy)');
  });
});

describe('onlyTypoMatches / compileFilters with typos', () => {
  const typos = new Map([
    ['toyta', ['toyota', 'toy']],
    ['xqzv', []],
  ]);

  it('is true only when every alternative asks for a word without a match', () => {
    expect(onlyTypoMatches('toyta', typos)).toBe(true);
    expect(onlyTypoMatches('Toyta forkl', typos)).toBe(true);
    expect(onlyTypoMatches('xqzv or toyta', typos)).toBe(true);
    expect(onlyTypoMatches('toyta or', typos)).toBe(true);
    // An alternative without a typo may match exactly; a negated typo excludes nothing.
    expect(onlyTypoMatches('toyta or yale', typos)).toBe(false);
    expect(onlyTypoMatches('-toyta yale', typos)).toBe(false);
    // Quoted text: websearch keeps "or" inside quotes as a word; split here, the answer is false.
    expect(onlyTypoMatches('"toyta or yale"', typos)).toBe(false);
    expect(onlyTypoMatches('forkl', typos)).toBe(false);
    expect(onlyTypoMatches('', typos)).toBe(false);
  });

  it('runs the typo query alone when the exact ones cannot match', () => {
    const params = new SqlParams();
    const filters = compileFilters({ q: 'toyta forkl' }, params, typos);
    expect(filters.conditions.q).toBe(`search @@ to_tsquery('english', $1)`);
    expect(params.values).toEqual(['(toyota | toy) & forkl:*']);
    expect(filters.typoTsquery).toBeUndefined();
    expect(orderBy('newest', filters)).toBe('products.created_at desc, products.id desc');
    expect(orderBy('relevance', filters)).toContain(`ts_rank(products.search, to_tsquery(`);
  });

  it('keeps both queries, exact matches first, when an alternative may match exactly', () => {
    const params = new SqlParams();
    const filters = compileFilters({ q: 'toyta or yale' }, params, typos);
    expect(filters.conditions.q).toContain('websearch_to_tsquery');
    expect(filters.conditions.q).toContain(' or search @@ ');
    expect(params.values).toHaveLength(3);
    expect(orderBy('newest', filters)).toMatch(/^\(products\.search @@ .*\) desc, /);
  });
});

describe('typo-tolerant search', () => {
  it('"toyta" finds every Toyota unit', async () => {
    const toyotas = await countPublished(testApp.db, `make = 'Toyota'`);
    expect(toyotas).toBeGreaterThan(0);
    const { items } = await listAll(testApp.app, { q: 'toyta', sort: 'relevance' });
    expect(items.filter((item) => item.make === 'Toyota')).toHaveLength(toyotas);
    // Ranked by how well they match: the Toyota units come first.
    expect(items.slice(0, toyotas).every((item) => item.make === 'Toyota')).toBe(true);
  });

  it('"telehandlr" finds the telehandlers', async () => {
    const telehandlers = await idsMatching('telehandler');
    expect(telehandlers.size).toBeGreaterThan(0);
    const { items, total } = await listAll(testApp.app, { q: 'telehandlr' });
    expect(total).toBeGreaterThanOrEqual(telehandlers.size);
    const found = new Set(items.map((item) => item.id));
    expect([...telehandlers].filter((id) => !found.has(id))).toEqual([]);
  });

  it('ranks exact matches above typo matches, in every sort', async () => {
    const exact = await idsMatching('toyota:*');
    const typoOnly = await idsMatching('telehandler & !toyota:*');
    expect(exact.size).toBeGreaterThan(0);
    expect(typoOnly.size).toBeGreaterThan(0);
    for (const sort of ['relevance', 'newest', 'price_asc'] as const) {
      const { items, total } = await listAll(testApp.app, { q: 'telehandlr or toyota', sort });
      expect(total).toBe(exact.size + typoOnly.size);
      const tiers = items.map((item) => (exact.has(item.id) ? 0 : 1));
      expect(tiers).toEqual([...tiers].sort());
    }
  });

  it('counts typo matches in the facets as the listing does', async () => {
    const { body: page } = await getJson<EquipmentPage>(testApp.app, '/equipment', { q: 'toyta' });
    const { body: facets } = await getJson<EquipmentFilters>(testApp.app, '/equipment/filters', {
      q: 'toyta',
    });
    expect(page.meta.total).toBeGreaterThan(0);
    expect(facets.total).toBe(page.meta.total);
    expect(facets.makes.find((make) => make.value === 'Toyota')?.count).toBeGreaterThan(0);
  });

  it('gives the header search suggestions (GET /equipment?per_page=5) typo results', async () => {
    const { status, body } = await getJson<EquipmentPage>(testApp.app, '/equipment', {
      q: 'toyta',
      per_page: 5,
    });
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]!.make).toBe('Toyota');
  });

  it('still finds nothing for words far from every unit', async () => {
    const { body } = await getJson<EquipmentPage>(testApp.app, '/equipment', { q: 'xqzvbnw' });
    expect(body.meta.total).toBe(0);
    const { body: facets } = await getJson<EquipmentFilters>(testApp.app, '/equipment/filters', {
      q: 'xqzvbnw',
    });
    expect(facets.total).toBe(0);
  });

  it('keeps the word list current: new words become searchable, gone ones are not expanded', async () => {
    expect((await listAll(testApp.app, { q: 'zandrbolt' })).total).toBe(0);
    const a = await insertProduct(testApp.db, { title: 'Zanderbolt hauler', make: 'Quillmark' });
    const b = await insertProduct(testApp.db, { title: 'Zandorbolt hauler', make: 'Quillmark' });
    // A typo: both similar words are tried.
    const typo = await listAll(testApp.app, { q: 'zandrbolt' });
    expect(typo.items.map((item) => item.id).sort()).toEqual([a, b].sort());
    // A word with a real match is not expanded: "zanderbolt" does not bring "zandorbolt".
    const real = await listAll(testApp.app, { q: 'zanderbolt' });
    expect(real.items.map((item) => item.id)).toEqual([a]);
    // Unpublished: its words are no longer known.
    await testApp.db.query(`update products set status = 'archived' where id = $1`, [b]);
    const after = await listAll(testApp.app, { q: 'zandrbolt' });
    expect(after.items.map((item) => item.id)).toEqual([a]);
    const { rows } = await testApp.db.query<{ word: string; units: number }>(
      `select word, units from catalog_words where word in ('zanderbolt', 'zandorbolt', 'quillmark')
        order by word`,
    );
    expect(rows).toEqual([
      { word: 'quillmark', units: 1 },
      { word: 'zanderbolt', units: 1 },
      { word: 'zandorbolt', units: 0 },
    ]);
    await testApp.db.query(`delete from products where id = $1`, [a]);
    expect((await listAll(testApp.app, { q: 'zandrbolt' })).total).toBe(0);
  });
});

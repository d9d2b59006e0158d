import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccountRepository } from '../accounts/admin-account-repository';
import { demoAccountId, publishableInput } from '../products/product-test-helpers';
import { createProductRepository } from '../products/product-repository';
import { createTestApp } from '../testing/test-app';
import { facetSummaryDrift, getJson } from './catalog-test-helpers';
import { computeFacets, facetSourceFor } from './equipment-facets';
import { compileFilters, SqlParams, type EquipmentFilterInput } from './equipment-query';

type EquipmentFilters = components['schemas']['EquipmentFilters'];
type ProductCreateInput = components['schemas']['ProductCreateInput'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let products: ReturnType<typeof createProductRepository>;
let demoAccount: number;
/** A second account, whose publishing right is revoked along the way. */
let dealerAccount: number;
/** Branches: one deactivated, one created for the test and later deleted. */
let branch: { first: number; inactive: number; doomed: number };

beforeAll(async () => {
  t = await createTestApp();
  products = createProductRepository(t.db);
  demoAccount = await demoAccountId(t.db);
  const account = await t.db.query<{ id: number }>(
    `insert into accounts (name, publishing_approved) values ('Facet Dealer', true) returning id`,
  );
  dealerAccount = account.rows[0]!.id;
  const branches = await t.db.query<{ id: number }>('select id from branches order by id limit 2');
  const doomed = await t.db.query<{ id: number }>(
    `insert into branches (name, address_line1, city, state, zip_code, latitude, longitude,
                           time_zone)
     select 'Doomed Yard', address_line1, city, state, zip_code, latitude, longitude, time_zone
       from branches order by id limit 1
     returning id`,
  );
  branch = {
    first: branches.rows[0]!.id,
    inactive: branches.rows[1]!.id,
    doomed: doomed.rows[0]!.id,
  };
  await t.db.query('update branches set is_active = false where id = $1', [branch.inactive]);
});
afterAll(() => t.close());

const unit = (account: number, overrides: Partial<ProductCreateInput>) =>
  products.create(account, publishableInput(overrides));

/** Query shapes the summary answers: every combination of its filters, values that match nothing. */
function summaryQueries(): EquipmentFilterInput[] {
  return [
    {},
    { category: 'lift-trucks' },
    { category: 'aerial-work-platforms' },
    { listing: 'rent' },
    { listing: 'buy' },
    { category: 'lift-trucks', listing: 'rent' },
    { make: 'genie' },
    { make: 'GENIE', category: 'aerial-work-platforms', listing: 'buy' },
    { make: 'Nobody' },
    { fuel_type: 'electric' },
    { fuel_type: 'diesel', listing: 'buy' },
    { branch_id: branch.first },
    { branch_id: branch.inactive, listing: 'rent' },
    { branch_id: branch.doomed },
    { branch_id: 2_000_000_000 },
    { category: 'rail-cars', fuel_type: 'electric', make: 'Nobody' },
    {
      category: 'construction-equipment',
      make: 'Caterpillar',
      fuel_type: 'diesel',
      listing: 'rent',
      branch_id: branch.first,
    },
  ];
}

/** The summary's answer is the scan's, to the byte, for every shape; the table matches a recount. */
async function expectSummaryIsExact(step: string) {
  expect(await facetSummaryDrift(t.db), step).toEqual([]);
  for (const query of summaryQueries()) {
    const summary = await computeFacets(t.db, query, { source: 'summary' });
    const scan = await computeFacets(t.db, query, { source: 'products' });
    expect(JSON.stringify(summary), `${step}: ${JSON.stringify(query)}`).toBe(JSON.stringify(scan));
  }
}

describe('the facet summary (catalog_facet_counts)', () => {
  it('answers what the scan answers, through every kind of write', async () => {
    await expectSummaryIsExact('demo catalog');

    // Variety: makes differing only in case, no fuel type, no branch, missing ranges and rates,
    // drafts and archived units, units at an inactive branch and at a branch deleted later.
    const extremes = await unit(demoAccount, {
      category: 'aerial-work-platforms',
      make: 'GENIE',
      fuel_type: 'electric',
      capacity_lbs: 99_000,
      lift_height_ft: 199,
      year: 1901,
      sale_price: 9_000_000,
      rental_rates: { daily: 1, weekly: 5, monthly: 20 },
      branch_id: branch.first,
    });
    const lowercase = await unit(demoAccount, {
      category: 'aerial-work-platforms',
      make: 'genie',
      fuel_type: null,
      capacity_lbs: null,
      lift_height_ft: null,
      sale_price: null,
      for_sale: false,
      branch_id: null,
    });
    const rentOnRequest = await unit(demoAccount, {
      category: 'rail-cars',
      make: 'Trinity',
      fuel_type: 'none',
      for_sale: false,
      rental_rates: null,
      branch_id: branch.inactive,
    });
    await unit(demoAccount, { make: 'Draftonly', status: 'draft', branch_id: branch.first });
    await unit(demoAccount, { make: 'Archivedonly', status: 'archived' });
    const dealerUnits = [
      await unit(dealerAccount, { make: 'Dealermake', branch_id: branch.doomed }),
      await unit(dealerAccount, { make: 'Genie', fuel_type: 'lpg', branch_id: branch.doomed }),
      await unit(dealerAccount, { category: 'warehouse-equipment', fuel_type: 'electric' }),
    ];
    await expectSummaryIsExact('units added');

    await products.update(demoAccount, extremes, { sale_price: 1, capacity_lbs: 0 });
    await products.update(demoAccount, lowercase, { category: 'rail-cars', fuel_type: 'diesel' });
    await products.update(demoAccount, rentOnRequest, {
      rental_rates: { daily: 10, weekly: 50, monthly: 200 },
      branch_id: branch.first,
    });
    await expectSummaryIsExact('prices, categories, fuel types and branches changed');

    await products.update(demoAccount, extremes, { status: 'draft' });
    await products.update(demoAccount, rentOnRequest, { status: 'archived' });
    await expectSummaryIsExact('units unpublished');
    await products.update(demoAccount, extremes, { status: 'published', make: 'Genie' });
    await expectSummaryIsExact('unit published again under another spelling');

    await products.delete(demoAccount, lowercase);
    await products.delete(demoAccount, extremes);
    await expectSummaryIsExact('units deleted');

    // The branch's units lose their branch (on delete set null), and are counted without one.
    await t.db.query('delete from branches where id = $1', [branch.doomed]);
    await expectSummaryIsExact('branch deleted');

    const admins = createAdminAccountRepository(t.db);
    const owner = await t.db.query<{ id: number }>('select id from users order by id limit 1');
    await admins.decide(dealerAccount, {
      approved: false,
      reason: 'Publishing revoked',
      decidedBy: owner.rows[0]!.id,
    });
    const { rows } = await t.db.query<{ status: string }>(
      'select status from products where id = any($1)',
      [dealerUnits],
    );
    expect(rows.map((row) => row.status)).toEqual(['draft', 'draft', 'draft']);
    await expectSummaryIsExact('publishing revoked');

    // Bulk writes, one statement each: a copy of the catalog, a price change, a move, a purge.
    await t.db.query(
      `insert into products (stock_number, title, category, make, model, year, condition, for_rent,
         for_sale, fuel_type, capacity_lbs, lift_height_ft, sale_price, rental_daily, rental_weekly,
         rental_monthly, branch_id, account_id, status)
       select 'COPY-' || id, title, category, upper(make), model, year, condition, for_rent,
              for_sale, fuel_type, capacity_lbs, lift_height_ft, sale_price * 2, rental_daily,
              rental_weekly, rental_monthly, branch_id, account_id,
              case when id % 3 = 0 and status = 'published' then 'draft' else status end
         from products`,
    );
    await expectSummaryIsExact('catalog copied');
    await t.db.query(`update products set sale_price = sale_price + 1 where id % 2 = 0`);
    await t.db.query(
      `update products set category = 'warehouse-equipment', branch_id = null where id % 5 = 0`,
    );
    await t.db.query(`update products set status = 'published' where status = 'draft'`);
    await expectSummaryIsExact('bulk updates');
    await t.db.query(`delete from products where stock_number like 'COPY-%' and id % 4 <> 0`);
    await expectSummaryIsExact('bulk delete');

    // Touching a unit without changing what the facets read changes no count.
    const before = await t.db.query('select * from catalog_facet_counts order by 1, 2, 3, 4, 5, 6');
    await t.db.query('update products set updated_at = now(), image_url = image_url');
    const after = await t.db.query('select * from catalog_facet_counts order by 1, 2, 3, 4, 5, 6');
    expect(after.rows).toEqual(before.rows);
  });

  it('serves GET /equipment/filters with the bytes the scan would send', async () => {
    for (const query of summaryQueries()) {
      const params = new URLSearchParams(
        Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
      );
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/equipment/filters?${params}`,
      });
      expect(response.statusCode).toBe(200);
      const scan = await computeFacets(t.db, query, { source: 'products' });
      expect(response.body, JSON.stringify(query)).toBe(JSON.stringify(scan));
    }
    const { body } = await getJson<EquipmentFilters>(t.app, '/equipment/filters', {
      make: 'Archivedonly',
    });
    expect(body.total).toBe(0);
  });

  it('is emptied with the products table', async () => {
    const scratch = await createTestApp();
    try {
      await scratch.db.query('truncate products cascade');
      const { rows } = await scratch.db.query('select * from catalog_facet_counts');
      expect(rows).toEqual([]);
      await createProductRepository(scratch.db).create(
        await demoAccountId(scratch.db),
        publishableInput({ make: 'Afterwards' }),
      );
      expect(await facetSummaryDrift(scratch.db)).toEqual([]);
      const facets = await computeFacets(scratch.db, {});
      expect(facets.makes).toEqual([{ value: 'Afterwards', label: 'Afterwards', count: 1 }]);
    } finally {
      await scratch.close();
    }
  });
});

describe('facetSourceFor', () => {
  const sourceOf = (input: EquipmentFilterInput) =>
    facetSourceFor(compileFilters(input, new SqlParams()));

  it('uses the summary for category, make, fuel type, listing and branch', () => {
    expect(sourceOf({})).toBe('summary');
    expect(sourceOf({ q: '   ' })).toBe('summary');
    expect(
      sourceOf({
        category: 'lift-trucks',
        make: 'Toyota',
        fuel_type: 'lpg',
        listing: 'rent',
        branch_id: 3,
      }),
    ).toBe('summary');
  });

  it('scans the units for search text, model and numeric ranges', () => {
    for (const input of [
      { q: 'forklift' },
      { model: '8FGU25' },
      { capacity_min: 3000 },
      { lift_height_max: 20 },
      { year_min: 2020 },
      { category: 'lift-trucks', listing: 'rent', price_max: 200 },
    ] satisfies EquipmentFilterInput[]) {
      expect(sourceOf(input), JSON.stringify(input)).toBe('products');
    }
  });

  it('refuses to answer from the summary what it cannot answer exactly', async () => {
    await expect(computeFacets(t.db, { q: 'forklift' }, { source: 'summary' })).rejects.toThrow(
      /cannot answer/,
    );
  });
});

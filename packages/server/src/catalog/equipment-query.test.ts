import { describe, expect, it } from 'vitest';
import { compileFilters, prefixTsquery, SqlParams, whereClause } from './equipment-query';

describe('prefixTsquery', () => {
  it.each([
    ['forkl', 'forkl:*'],
    ['Toyota forkl', 'toyota:* & forkl:*'],
    ['LT-43934', '(lt:* & 43934:*)'],
    ['scissor -genie', 'scissor:* & !genie:*'],
    ['boom or scissor', 'boom:* & scissor:*'],
    [`'; drop table products; --`, 'drop:* & table:* & products:*'],
    ['a & b | !c <-> (d):*', 'a:* & b:* & c:* & d:*'],
    ['Größe', 'größe:*'],
  ])('%s → %s', (q, expected) => {
    expect(prefixTsquery(q)).toBe(expected);
  });

  it('answers undefined when nothing searchable is left', () => {
    expect(prefixTsquery('!!! -- ::')).toBeUndefined();
  });
});

describe('compileFilters', () => {
  it('binds every value as a parameter and never writes it into the SQL', () => {
    const params = new SqlParams();
    const filters = compileFilters(
      {
        q: "x'; drop table products; --",
        make: "o'brien",
        model: 'm',
        category: 'rail-cars',
        price_min: 5,
        branch_id: 2,
      },
      params,
    );
    const where = whereClause(filters);
    expect(where).not.toContain("o'brien");
    expect(where).not.toContain('drop');
    expect(params.values).toContain("o'brien");
    expect(filters.priceColumn).toBe('sale_price');
  });

  it('reads prices from the daily rate when listing=rent', () => {
    const filters = compileFilters({ listing: 'rent', price_max: 100 }, new SqlParams());
    expect(filters.conditions.price).toContain('rental_daily');
    expect(whereClause(filters, 'price')).not.toContain('rental_daily');
  });
});

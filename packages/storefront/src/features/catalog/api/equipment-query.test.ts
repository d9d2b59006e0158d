import { describe, expect, it } from 'vitest';
import { filtersQuery, listQuery } from './equipment-query';

describe('the catalog’s API queries', () => {
  const search = {
    q: 'boom',
    category: 'aerial-work-platforms',
    lift_height_min: 40,
    sort: 'price_asc',
    page: 3,
  } as const;

  it('send the filters and the text to both calls, the order and page only to the list', () => {
    expect(filtersQuery(search)).toEqual({
      q: 'boom',
      category: 'aerial-work-platforms',
      lift_height_min: 40,
    });
    expect(listQuery(search)).toEqual({
      q: 'boom',
      category: 'aerial-work-platforms',
      lift_height_min: 40,
      sort: 'price_asc',
      page: 3,
      per_page: 24,
    });
  });

  it('limit both to a branch when given one', () => {
    expect(filtersQuery({}, { branchId: 4 })).toEqual({ branch_id: 4 });
    expect(listQuery({}, { branchId: 4, perPage: 8 })).toEqual({
      branch_id: 4,
      sort: 'newest',
      page: 1,
      per_page: 8,
    });
    expect(filtersQuery({}, { branchId: null })).toEqual({});
  });
});

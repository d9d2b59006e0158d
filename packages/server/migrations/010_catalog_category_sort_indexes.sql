-- Category is the filter almost every catalog visit sets (home page tiles, the listing's first facet).
-- With category + a sort, page 1 must come from an index in sort order, not from scanning every
-- published row of the other categories first: (category, sort column, id) partial indexes for each
-- sort of GET /equipment. At 100k items the page query of "lift trucks for rent, cheapest first" went
-- from 16.8 ms (19,077 rows filtered) to 0.3 ms (index only). The last index lets PostgreSQL count a
-- category's rent/buy matches from the index alone.
create index if not exists products_pub_cat_rent_price_idx
  on products (category, rental_daily, id) where status = 'published' and for_rent;
create index if not exists products_pub_cat_rent_price_desc_idx
  on products (category, rental_daily desc nulls last, id desc) where status = 'published' and for_rent;
create index if not exists products_pub_cat_sale_price_idx
  on products (category, sale_price, id) where status = 'published';
create index if not exists products_pub_cat_sale_price_desc_idx
  on products (category, sale_price desc nulls last, id desc) where status = 'published';
create index if not exists products_pub_cat_year_idx
  on products (category, year, id) where status = 'published';
create index if not exists products_pub_cat_capacity_desc_idx
  on products (category, capacity_lbs desc nulls last, id desc) where status = 'published';
create index if not exists products_pub_cat_listing_idx
  on products (category, for_rent, for_sale) where status = 'published';

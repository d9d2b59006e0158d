-- Every branch is run by one account (its operating account): messages and general quote
-- requests sent to the branch become that account's leads. Existing branches are given the
-- account that lists the most units at them (none when no unit is listed there yet).
alter table branches add column account_id integer references accounts (id) on delete set null;
update branches b
set account_id = (
  select p.account_id
  from products p
  where p.branch_id = b.id and p.account_id is not null
  group by p.account_id
  order by count(*) desc, p.account_id
  limit 1
);
create index branches_account_idx on branches (account_id);

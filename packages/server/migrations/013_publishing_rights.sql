-- Publishing rights: only accounts a platform administrator approved may publish to the public
-- catalog. Every decision (approve or revoke) is kept with its reason, who made it and when.
alter table accounts add column publishing_approved boolean not null default false;

create table account_publishing_decisions (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  approved boolean not null,
  reason text not null,
  decided_by integer references users (id) on delete set null,
  decided_at timestamptz not null default now()
);
create index account_publishing_decisions_account_idx
  on account_publishing_decisions (account_id, decided_at desc, id desc);

-- Accounts that publish already keep that right (an administrator can revoke it): the catalog a
-- running business shows does not empty itself on upgrade.
update accounts set publishing_approved = true
 where id in (select distinct account_id from products where status = 'published' and account_id is not null);
insert into account_publishing_decisions (account_id, approved, reason)
select id, true, 'Already publishing when publishing rights were introduced.'
  from accounts where publishing_approved;

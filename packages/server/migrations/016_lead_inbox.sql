-- The lead inbox: every quote request and branch message belongs to an account (the account that
-- owns the unit it is about, else the operating account of its branch), moves forward through
-- new → contacted → quoted → won | lost, may be assigned to a member, and keeps a timeline of
-- every change (lead_events). Existing leads are given their owner the same way and start as new.
alter table quote_requests add column account_id integer references accounts (id) on delete set null;
alter table quote_requests add column assignee_user_id integer references users (id) on delete set null;
alter table quote_requests add column lost_reason text;
alter table quote_requests add column updated_at timestamptz;
update quote_requests set updated_at = created_at;
alter table quote_requests alter column updated_at set default now();
alter table quote_requests alter column updated_at set not null;
update quote_requests q
   set account_id = coalesce(
     (select p.account_id from products p where p.id = q.equipment_id),
     (select b.account_id from branches b where b.id = q.branch_id)
   );
update quote_requests set status = 'new' where status not in ('new', 'contacted', 'quoted', 'won', 'lost');
alter table quote_requests alter column status set default 'new';
alter table quote_requests add constraint quote_requests_status_check
  check (status in ('new', 'contacted', 'quoted', 'won', 'lost'));

alter table contact_requests add column account_id integer references accounts (id) on delete set null;
alter table contact_requests add column assignee_user_id integer references users (id) on delete set null;
alter table contact_requests add column lost_reason text;
alter table contact_requests add column updated_at timestamptz;
update contact_requests set updated_at = created_at;
alter table contact_requests alter column updated_at set default now();
alter table contact_requests alter column updated_at set not null;
update contact_requests c
   set account_id = coalesce(
     (select p.account_id from products p where p.id = c.equipment_id),
     (select b.account_id from branches b where b.id = c.branch_id)
   );
update contact_requests set status = 'new' where status not in ('new', 'contacted', 'quoted', 'won', 'lost');
alter table contact_requests alter column status set default 'new';
alter table contact_requests add constraint contact_requests_status_check
  check (status in ('new', 'contacted', 'quoted', 'won', 'lost'));

-- The inbox: an account's leads newest first (or oldest: the same index backwards), by status.
create index quote_requests_account_created_idx on quote_requests (account_id, created_at desc, id desc);
create index quote_requests_account_status_idx on quote_requests (account_id, status, created_at desc);
create index contact_requests_account_created_idx on contact_requests (account_id, created_at desc, id desc);
create index contact_requests_account_status_idx on contact_requests (account_id, status, created_at desc);
-- The platform administrator's inbox of every account.
create index quote_requests_created_idx on quote_requests (created_at desc, id desc);
create index contact_requests_created_idx on contact_requests (created_at desc, id desc);

-- One row per change of a lead (who, when, from, to): the lead's timeline, oldest first.
create table lead_events (
  id integer generated always as identity primary key,
  lead_type text not null check (lead_type in ('quote', 'contact')),
  lead_id integer not null,
  kind text not null check (kind in ('received', 'status', 'assignment', 'note')),
  actor_user_id integer references users (id) on delete set null,
  from_status text check (from_status in ('new', 'contacted', 'quoted', 'won', 'lost')),
  to_status text check (to_status in ('new', 'contacted', 'quoted', 'won', 'lost')),
  assignee_user_id integer references users (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index lead_events_lead_idx on lead_events (lead_type, lead_id, created_at, id);

insert into lead_events (lead_type, lead_id, kind, to_status, created_at)
select 'quote', id, 'received', 'new', created_at from quote_requests;
insert into lead_events (lead_type, lead_id, kind, to_status, created_at)
select 'contact', id, 'received', 'new', created_at from contact_requests;

-- The lead permissions (src/auth/permissions.ts): Owner, Admin and Sales work leads; the new
-- system role Manager runs a branch (products, leads and the team's view).
update roles
   set permission_names = permission_names || array['leads.view', 'leads.manage']::text[],
       updated_at = now()
 where is_system and name in ('Owner', 'Admin', 'Sales')
   and not ('leads.view' = any (permission_names));
update roles set description = 'Manages products and their assets, works leads'
 where is_system and name = 'Sales' and description = 'Manages products and their assets';
insert into roles (account_id, name, description, is_system, permission_names)
select a.id, 'Manager', 'Runs the branch: products, leads and the team’s view', true,
       array['products.view', 'products.manage', 'assets.manage', 'users.view', 'leads.view', 'leads.manage']::text[]
  from accounts a
 where not exists (select 1 from roles r where r.account_id = a.id and lower(r.name) = 'manager');

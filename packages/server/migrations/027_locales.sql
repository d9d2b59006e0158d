-- The language a customer reads their mails in (issue 35): a user's account mails, and the
-- confirmation and status-change mails of a quote request or a message, in the language of the
-- page or widget that sent it. Rows from before are English.
alter table users
  add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table quote_requests
  add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table contact_requests
  add column locale text not null default 'en' check (locale in ('en', 'es'));

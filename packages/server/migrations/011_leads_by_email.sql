-- GET /user/requests: a signed-in user's quote and contact requests, found by e-mail address
-- (case-insensitive), newest first.
create index quote_requests_email_idx on quote_requests (lower(email), created_at desc);
create index contact_requests_email_idx on contact_requests (lower(email), created_at desc);

// Replays the hostile requests of issue 33's outside probe (items 5–10) against a running server
// and says, request by request, whether the server now refuses them as the issue requires.
// Usage: node bench/probe-replay.mjs [--target=http://127.0.0.1:3000]
// Needs the demo data (the demo owner's login) and a form / login limit that lets about 30
// submissions through (FORM_SUBMISSIONS_PER_HOUR, AUTH_LIMIT_PER_IP_PER_HOUR). Registers its own
// throwaway users, and as the demo owner creates one draft unit with a picture. Exit code 1 when a
// request was not refused or a control did not answer as it should (the replay proves nothing then).

const arg = process.argv.find((a) => a.startsWith('--target='));
const target = (arg ? arg.slice('--target='.length) : 'http://127.0.0.1:3000').replace(/\/$/, '');
const API = '/api/v1';
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const run = Date.now().toString(36);
const results = [];

/** One HTTP call; `token` sends a Bearer token, `body` is sent as JSON unless it is FormData. */
async function call(method, path, { body, token, headers = {} } = {}) {
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${target}${path}`, init);
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a file, a CSV): `text` holds it
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Fails the replay at once when a setup step did not answer as expected. */
function must(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${response.text}`);
  }
  return response.json;
}

/** Records and prints one replayed request; `control` lines show the fix did not overshoot. */
function report(isControl, item, sent, response, ok, detail = '') {
  results.push({ ok, control: isControl });
  const verdict = isControl
    ? ok
      ? 'control ok'
      : 'CONTROL FAILED'
    : ok
      ? 'refused'
      : 'NOT REFUSED';
  console.log(`[item ${item}] ${sent} → ${response.status}${detail && ` ${detail}`} — ${verdict}`);
}
const refusal = (...args) => report(false, ...args);
const control = (...args) => report(true, ...args);

/** JSON text with invisible characters (a no-break space…) spelled as escapes. */
const show = (value) =>
  JSON.stringify(value).replace(
    /[^\S ]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const fieldsOf = (response) => Object.keys(response.json?.errors ?? {}).join(',') || '-';

/** A 422 whose `errors` name `field` (a quote list's fields are named `items.0.start_date`). */
function expect422(item, sent, response, field) {
  const named = Object.keys(response.json?.errors ?? {}).includes(field);
  refusal(item, sent, response, response.status === 422 && named, `errors: ${fieldsOf(response)}`);
}

const day = (offset, from = new Date()) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

async function login({ email, password }) {
  const response = await call('POST', `${API}/user/login`, { body: { email, password } });
  const json = must(response, 200, `login as ${email}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('access_token='));
  return { token: json.token.access_token, user: json.user, cookie };
}

async function registerThrowaway(label) {
  const user = { email: `probe-${label}-${run}@example.com`, password: `Probe-${run}-pw!` };
  const body = { name: `Probe ${label}`, ...user, password_confirmation: user.password };
  must(await call('PUT', `${API}/user/register`, { body }), 201, `register ${user.email}`);
  return { ...user, ...(await login(user)) };
}

/** A published rental unit of the owner's account with a fleet of one, at a branch. */
async function oneUnitRental(owner) {
  const page = must(
    await call('GET', `${API}/products?status=published&per_page=100`, { token: owner.token }),
    200,
    'list the owner products',
  );
  const unit = page.items.find((p) => p.for_rent && p.fleet_quantity === 1 && p.branch_id);
  if (!unit) throw new Error('the demo data holds no published rental unit with a fleet of one');
  return unit;
}

/** A single-unit rental quote request for `unit` that the server accepts. */
const quoteBody = (unit, overrides = {}) => ({
  equipment_id: unit.id,
  listing: 'rent',
  start_date: day(7),
  end_date: day(9),
  quantity: 1,
  jobsite_zip: '60607',
  name: 'Probe Replay',
  email: `probe-quote-${run}@example.com`,
  phone: '312-555-0100',
  ...overrides,
});
const QUOTE = `POST ${API}/equipment/request-quote`;
const quote = (body) => call('POST', `${API}/equipment/request-quote`, { body });
const USER = `${API}/user/`;

async function item6(unit) {
  const cases = [
    ['quantity', { quantity: true }],
    ['quantity', { quantity: '2' }],
    ['equipment_id', { equipment_id: String(unit.id) }],
  ];
  for (const [field, override] of cases) {
    const response = await quote(quoteBody(unit, override));
    expect422(6, `${QUOTE} ${JSON.stringify(override)}`, response, field);
  }
  const arrays = { email: [OWNER.email], password: [OWNER.password] };
  const response = await call('POST', `${API}/user/login`, { body: arrays });
  const named = ['email', 'password'].every((f) =>
    Object.keys(response.json?.errors ?? {}).includes(f),
  );
  const sent = `POST ${API}/user/login {email:[…],password:[…]}`;
  refusal(6, sent, response, response.status === 422 && named, `errors: ${fieldsOf(response)}`);
}

async function item7(unit, owner) {
  const valid = await quote(quoteBody(unit));
  control(7, `${QUOTE} a valid single-unit rental`, valid, valid.status === 201);
  const tomorrow = day(1);
  const single = [
    ['end_date', { start_date: tomorrow, end_date: day(3652, new Date(tomorrow)) }],
    ['start_date', { start_date: '9999-12-01', end_date: '9999-12-03' }],
    ['quantity', { quantity: 99 }],
  ];
  for (const [field, override] of single) {
    const response = await quote(quoteBody(unit, override));
    expect422(7, `${QUOTE} ${JSON.stringify(override)}`, response, field);
  }
  const { equipment_id, listing, quantity, ...contact } = quoteBody(unit);
  delete contact.start_date;
  delete contact.end_date;
  const far = { start_date: '9999-12-01', end_date: '9999-12-03' };
  const line = { equipment_id, listing, quantity, ...far };
  const list = { items: [line], jobsite_address: '1200 W Fulton Market', ...contact };
  const listed = await quote(list);
  expect422(7, `${QUOTE} quote list, a line 9999-12-01…03`, listed, 'items.0.start_date');
  const bookings = `${API}/account/${owner.user.current_account.id}/bookings`;
  const hold = { equipment_id: unit.id, quantity: 1, ...far };
  const held = await call('POST', bookings, { body: hold, token: owner.token });
  expect422(7, `POST ${bookings} (owner) hold 9999-12-01…03`, held, 'start_date');
}

async function item8(owner) {
  const input = {
    stock_number: `PROBE-${run}`,
    title: 'Probe draft unit',
    category: 'lift-trucks',
    make: 'Probe',
    model: 'P-1',
    year: 2022,
    condition: 'used',
    for_rent: false,
    for_sale: false,
  };
  const product = must(
    await call('POST', `${API}/products`, { body: input, token: owner.token }),
    201,
    'create a draft product',
  );
  // 4×3 red JPEG (the server re-encodes pictures, so it must be a real one).
  const jpeg = Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
    'base64',
  );
  const form = new FormData();
  form.append('product_id', String(product.id));
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'probe.jpg');
  const asset = must(
    await call('POST', `${API}/products/assets`, { body: form, token: owner.token }),
    201,
    'upload a picture to the draft',
  );
  const key = asset.url.replace(/^.*?\/media\//, '');
  for (const path of [`/media/${key}`, `/api/media/${key}`]) {
    const response = await call('GET', path);
    const cache = response.headers.get('cache-control') ?? '-';
    const ok = response.status === 404 && /private/.test(cache) && /no-store/.test(cache);
    refusal(
      8,
      `GET ${path} (guest, draft unit's picture)`,
      response,
      ok,
      `Cache-Control: ${cache}`,
    );
  }
  const own = await call('GET', `/api/media/${key}`, { token: owner.token });
  const cache = own.headers.get('cache-control') ?? '-';
  control(
    8,
    `GET /api/media/${key} (owner, Bearer)`,
    own,
    own.status === 200,
    `Cache-Control: ${cache}`,
  );
}

async function item9() {
  const user = await registerThrowaway('limit');
  const email = `probe-moved-${run}@example.com`;
  for (let i = 1; i <= 5; i += 1) {
    const body = { email, current_password: 'not-the-password' };
    const response = await call('PUT', USER, { body });
    refusal(
      9,
      `PUT ${USER} without a token, email ${email} (#${i})`,
      response,
      response.status === 401,
    );
  }
  const body = { email, current_password: user.password };
  const own = await call('PUT', USER, { body, token: user.token });
  const ok = own.status !== 429 && own.status < 400;
  const detail = `pending_email: ${own.json?.pending_email ?? '-'}`;
  control(9, `PUT ${USER} as ${user.email} (Bearer), email ${email}`, own, ok, detail);
}

async function item10() {
  const user = await registerThrowaway('csrf');
  const headers = { cookie: user.cookie };
  const body = { name: 'Renamed by a cookie' };
  const forged = await call('PUT', USER, { body, headers });
  const sent = `PUT ${USER} cookie only, no Origin, no Sec-Fetch-Site`;
  refusal(10, sent, forged, forged.status === 403, `slug: ${forged.json?.slug ?? '-'}`);
  const origin = new URL(target).origin;
  const own = await call('PUT', USER, { body, headers: { ...headers, origin } });
  control(10, `PUT ${USER} cookie, Origin ${origin}`, own, own.status === 200);
  const outbox = await call('GET', '/dev/outbox.json');
  const cache = outbox.headers.get('cache-control') ?? '-';
  refusal(10, 'GET /dev/outbox.json', outbox, /no-store/.test(cache), `Cache-Control: ${cache}`);
}

/** RFC 4180 rows (a quoted cell may hold commas, doubled quotes and line breaks). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  for (const [, raw, end] of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g)) {
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === ',') continue;
    rows.push(row);
    row = [];
    if (end === '') break;
  }
  return rows.filter((cells) => cells.length > 1);
}

async function item5(unit, owner) {
  const payloads = [' =HYPERLINK("http://evil")', '\u00a0=1+1', '\n=1+1', '＝1+1', ' +1+1'];
  const emails = payloads.map((_, i) => `probe-csv-${i}-${run}@example.com`);
  for (const [i, payload] of payloads.entries()) {
    const body = quoteBody(unit, { name: payload, notes: payload, email: emails[i] });
    const response = await quote(body);
    control(5, `${QUOTE} name and notes ${show(payload)}`, response, response.status === 201);
  }
  const account = owner.user.current_account.id;
  const path = `${API}/account/${account}/leads.csv`;
  const csv = await call('GET', path, { token: owner.token });
  const [header, ...rows] = parseCsv(csv.text);
  const at = (name) => header.indexOf(name);
  for (const [i, payload] of payloads.entries()) {
    const row = rows.find((r) => r[at('email')] === emails[i]);
    // The name cell (the CSV has no notes column: its summary is written by the server), and every
    // cell of the row that a spreadsheet could read as a formula.
    const risky = (row ?? []).filter((c) => /^[=+\-@]/.test(c.normalize('NFKC').trim()));
    const cells = row ? [...new Set([row[at('name')], ...risky])] : [];
    const ok = csv.status === 200 && cells.length > 0 && cells.every((c) => c.startsWith("'"));
    const shown = cells.map((c) => show(c.slice(0, 30))).join(' ') || 'no row';
    refusal(5, `GET ${path} (owner), the row of ${show(payload)}`, csv, ok, `cells: ${shown}`);
  }
}

async function main() {
  const ready = await fetch(`${target}/readyz`).catch(() => null);
  if (!ready?.ok) throw new Error(`${target}/readyz is not ready (is the server running?)`);
  console.log(`Replaying issue 33's probe (items 5–10) against ${target}`);
  const owner = await login(OWNER);
  const unit = await oneUnitRental(owner);
  console.log(`unit with a fleet of one: #${unit.id} "${unit.title}" (branch ${unit.branch_id})`);
  await item6(unit);
  await item7(unit, owner);
  await item8(owner);
  await item9();
  await item10();
  await item5(unit, owner);
  const probes = results.filter((r) => !r.control);
  const controls = results.filter((r) => r.control);
  const refused = probes.filter((r) => r.ok).length;
  const controlled = controls.filter((r) => r.ok).length;
  console.log(
    `${refused} of ${probes.length} refused; controls ${controlled} of ${controls.length} as expected`,
  );
  if (refused < probes.length || controlled < controls.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`probe replay failed: ${error.message}`);
  process.exitCode = 1;
});

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { loginAs, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import {
  errorValidators,
  loadDocument,
  mulberry32,
  type Operation,
  type Schema,
} from './openapi-document';

/**
 * Schema-driven fuzzing: requests for every operation of the OpenAPI document, built from
 * the document's own schemas and then broken in every way a client (or an attacker) could — wrong
 * types, missing and extra fields, huge strings, hostile unicode, absurd numbers, bad path ids,
 * malformed JSON, wrong content types — half of them as the logged-in demo owner so that the
 * handlers behind validation run too. The server must never answer 5xx, and every 4xx must be the
 * documented `Error` body.
 */

const SEED = 0x11f7_11e0;
const TOTAL_REQUESTS = 10_400;
const BATCH = 50;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;
const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const HUGE = 'x'.repeat(100 * 1024);
const HOSTILE_STRINGS = [
  '',
  ' ',
  '😀🚜🏗️👨‍👩‍👧',
  'مرحبا بالعالم', // RTL
  '\u202Eevil\u202C', // RTL override
  'nul\u0000byte',
  '\u0000',
  'lone \uD800 surrogate',
  '\uDFFF',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  'a'.repeat(5000),
  HUGE,
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\n\t',
  'null',
  'true',
  '-1',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];
const HOSTILE_IDS = [
  '0',
  '-1',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'abc',
  '%00',
  '1.5',
  '1e3',
  '%20',
  '..%2F..%2Fetc',
  '%F0%9F%98%80',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  '1;drop',
  '%E0%A4%A',
];
/** Numbers Ajv coerces from text to ±Infinity (and so past `maximum`). */
const NON_FINITE = ['Infinity', '-Infinity', '1e400', '-1e400', '1e309'];
/** Search text that nests tsquery operators (33+ dashes overflowed PostgreSQL's parser stack). */
const TSQUERY_TEXT = [
  '-'.repeat(33),
  '-'.repeat(1000),
  '- '.repeat(60),
  '!'.repeat(200),
  '(((((((((((((((((((a',
  'a <-> b <2> c :* & | !',
  '"'.repeat(99),
  '-"a" -(b) -!c',
  'or or or or -or',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1e400}',
  '{"a":NaN}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{"a":"\\ud800"}',
  '\uFEFF{}',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'garbage',
  'application/json, text/html',
];

/** A value that satisfies `schema` as far as a generator reasonably can (patterns by candidates). */
function sample(schema: Schema, random: Random, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, random, depth + 1)));
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return sample(pick(random, alternatives), random, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const nonNull = types.filter((type) => type !== 'null');
  const type = nonNull.length === 0 || chance(random, 0.1) ? types[0]! : pick(random, nonNull);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return chance(random, 0.5);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 5, min + 5);
      const value = int(random, Math.ceil(min), Math.floor(Math.max(min, max)));
      return type === 'number' && chance(random, 0.3) ? value + 0.5 : value;
    }
    case 'string':
      return sampleString(schema, random);
    case 'array': {
      const count = Math.min(
        schema.maxItems ?? 3,
        Math.max(schema.minItems ?? 0, int(random, 0, 3)),
      );
      return Array.from({ length: count }, () =>
        schema.items ? sample(schema.items, random, depth + 1) : 'item',
      );
    }
    default: {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || chance(random, 0.6)) {
          result[name] = depth > 6 ? null : sample(property, random, depth + 1);
        }
      }
      return result;
    }
  }
}

let emails = 0;
function sampleString(schema: Schema, random: Random): string {
  const future = (days: number) => new Date(Date.now() + days * 86_400_000);
  switch (schema.format) {
    case 'email':
      return chance(random, 0.2) ? DEMO_OWNER.email : `fuzz-${++emails}@example.com`;
    case 'date':
      return future(int(random, 1, 30))
        .toISOString()
        .slice(0, 10);
    case 'date-time':
      return future(int(random, 1, 30)).toISOString();
    case 'uri':
      return 'https://example.com/fuzz';
    case 'binary':
      return 'binary';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const candidates = [
      '60601',
      '43228',
      '08:00',
      '17:30',
      'IL',
      'Q-2026-000001',
      'C-2026-000001',
      'pk_exampleDealer2026demoKey', // the demo dealer site's publishable key
    ];
    return candidates.find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 40;
  const base = pick(random, ['Fuzz value', 'Correct-Horse-42', 'Forklift', 'ok']);
  return base.padEnd(min, 'x').slice(0, Math.max(min, max));
}

/** A value of any other JSON type than `value`. */
function wrongType(value: unknown, random: Random): unknown {
  const options: unknown[] = [
    'a string',
    12345,
    -7.25,
    true,
    null,
    [],
    [1, 'two'],
    {},
    { nested: { deeper: [] } },
  ];
  const different = options.filter(
    (option) => typeof option !== typeof value || Array.isArray(value),
  );
  return pick(random, different.length ? different : options);
}

/** Replaces one random value inside `root` (any depth) using `replace`; answers the new root. */
function mutateSomewhere(
  root: unknown,
  random: Random,
  replace: (current: unknown) => unknown,
): unknown {
  if (!root || typeof root !== 'object' || chance(random, 0.1)) return replace(root);
  const container = root as Record<string, unknown>;
  const keys = Object.keys(container);
  if (keys.length === 0) return replace(root);
  const key = pick(random, keys);
  container[key] = chance(random, 0.6)
    ? replace(container[key])
    : mutateSomewhere(container[key], random, replace);
  return root;
}

function removeSomewhere(root: unknown, random: Random): unknown {
  if (!root || typeof root !== 'object') return root;
  const container = root as Record<string, unknown>;
  const keys = Object.keys(container);
  if (keys.length === 0) return root;
  const key = pick(random, keys);
  const child = container[key];
  if (child && typeof child === 'object' && chance(random, 0.3)) removeSomewhere(child, random);
  else if (Array.isArray(container)) container.splice(Number(key), 1);
  else delete container[key];
  return root;
}

const BODY_MUTATIONS = [
  'valid',
  'wrong-type',
  'missing',
  'extra',
  'huge-string',
  'unicode',
  'numbers',
  'malformed-json',
  'content-type',
  'empty',
] as const;

/** The language of the mails a body asks for (`locale`): the two spoken ones, and anything else. */
const LOCALE_VALUES = [
  'en',
  'es',
  'ES',
  'es-MX',
  'fr',
  '',
  ' es',
  null,
  42,
  true,
  ['es'],
  { es: 1 },
];
/**
 * `Idempotency-Key` values that are not 1 to 255 printable ASCII characters (a 422 naming the
 * header, never a 5xx). Control characters and non-Latin-1 text cannot go over real HTTP (fetch
 * refuses them): only `inject()` sends those.
 */
const HOSTILE_IDEMPOTENCY_KEYS = [
  '',
  'k'.repeat(256),
  'x'.repeat(10_000),
  ...(process.env.FUZZ_TARGET
    ? ['caf\u00e9']
    : [
        'tab\tkey',
        'bell\u0007',
        'nul\u0000key',
        'del\u007f',
        'clé',
        '🔑',
        '\ud800',
        'line\nbreak',
      ]),
];

/** `Accept-Language` headers, well-formed or not: the API answers in English or Spanish. */
const ACCEPT_LANGUAGES = [
  'es',
  'en;q=0.5, es',
  'es-MX,es;q=0.9,en;q=0.8',
  '*',
  'fr-CA',
  ';;;q=x',
  'es;q=abc, en;q=2',
  'ES-us',
  `${'es,'.repeat(500)}en`,
  '',
];

interface Built {
  options: InjectOptions;
  describe: string;
  /** Sent with a valid key of its own: sent again with it, the answer must be the first one. */
  repeat: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A body that carries `locale` (the mails' language), in any of its shapes. */
const acceptsLocale = (schema: Schema): boolean =>
  Boolean(schema.properties?.locale) ||
  [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].some(acceptsLocale);

function buildRequest(
  operation: Operation,
  random: Random,
  authHeader: Record<string, string>,
  language: Random,
  keys?: Random,
): Built {
  const mutation = operation.body ? pick(random, BODY_MUTATIONS) : 'valid';
  // Path: a plausible id (1–5 hit seeded records) or a hostile one.
  let url = '/api/v1' + operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const id = chance(random, 0.5)
        ? String(int(random, 1, 5))
        : chance(random, 0.5)
          ? pick(random, HOSTILE_IDS)
          : encodeURIComponent(String(sample(parameter.schema, random)));
      url = url.replace(`{${parameter.name}}`, id);
    } else if (parameter.in === 'query') {
      if (chance(random, 0.5)) continue;
      const value = chance(random, 0.5)
        ? sample(parameter.schema, random)
        : pick(random, [
            ...HOSTILE_STRINGS.slice(0, -6),
            ...HOSTILE_NUMBERS.map(String),
            ...HOSTILE_IDS,
            ...NON_FINITE,
            ...TSQUERY_TEXT,
            'a'.repeat(2000),
          ]);
      query.append(parameter.name, String(value));
      if (chance(random, 0.1)) query.append(parameter.name, String(value)); // repeated parameter
    }
  }
  if (chance(random, 0.05)) query.append('unknown_parameter', 'x');
  const search = query.toString();
  if (search) url += `?${search}`;

  const headers: Record<string, string> = { ...authHeader };
  if (chance(language, 0.3)) headers['accept-language'] = pick(language, ACCEPT_LANGUAGES);
  // A stream of its own (the other requests stay as they were): a hostile key, or a valid one
  // of its own (no two requests share a key), with which the request is then sent again.
  let repeat = false;
  if (keys && operation.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) {
    const roll = keys();
    if (roll < 0.3) headers['idempotency-key'] = pick(keys, HOSTILE_IDEMPOTENCY_KEYS);
    else if (roll < 0.5) {
      headers['idempotency-key'] = `fuzz-${int(keys, 0, 2 ** 30)}-${int(keys, 0, 2 ** 30)}`;
      repeat = true;
    }
  }
  let payload: string | Buffer | undefined;
  if (operation.body) {
    const json = operation.body.contentType === 'application/json';
    let body = sample(operation.body.schema, random);
    switch (mutation) {
      case 'wrong-type':
        body = mutateSomewhere(body, random, (value) => wrongType(value, random));
        break;
      case 'missing':
        body = removeSomewhere(body, random);
        break;
      case 'extra':
        body = mutateSomewhere(body, random, (value) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, is_platform_admin: true, account_id: 1, 'a-b': 'extra' }
            : value,
        );
        (body as Record<string, unknown>).role = 'admin';
        break;
      case 'huge-string':
        body = mutateSomewhere(body, random, () => HUGE);
        break;
      case 'unicode':
        body = mutateSomewhere(body, random, () => pick(random, HOSTILE_STRINGS));
        break;
      case 'numbers':
        body = mutateSomewhere(body, random, () => pick(random, HOSTILE_NUMBERS));
        break;
    }
    // The language of the mails, any value (a stream of its own: the other requests stay as
    // they were, and with them the data later tests read).
    if (acceptsLocale(operation.body.schema) && isObject(body) && chance(language, 0.5)) {
      body = { ...body, locale: pick(language, LOCALE_VALUES) };
    }
    if (mutation === 'malformed-json') {
      headers['content-type'] = 'application/json';
      payload = pick(random, MALFORMED_JSON);
    } else if (mutation === 'content-type') {
      headers['content-type'] = pick(random, WRONG_CONTENT_TYPES);
      payload = chance(random, 0.5) ? JSON.stringify(body) : 'a=1&b=2';
    } else if (mutation === 'empty') {
      headers['content-type'] = json ? 'application/json' : 'multipart/form-data; boundary=xyz';
      payload = chance(random, 0.5) ? '' : undefined;
      if (payload === undefined) delete headers['content-type'];
    } else if (json) {
      headers['content-type'] = 'application/json';
      // Numbers JSON cannot carry (1e400 → Infinity) and raw lone surrogates go in as text.
      payload = JSON.stringify(body);
      if (mutation === 'numbers' && chance(random, 0.3)) payload = payload.replace(/\d+/, '1e400');
    } else {
      const boundary = `----fuzz${int(random, 0, 1e6)}`;
      const fields = body as Record<string, unknown>;
      // The file's field: `file` of the asset upload, `photo` of a service request.
      const fileField =
        Object.entries(operation.body.schema.properties ?? {}).find(
          ([, property]) => property.format === 'binary',
        )?.[0] ?? 'file';
      const parts: string[] = [];
      for (const [name, value] of Object.entries(fields ?? {})) {
        if (name === fileField) continue;
        parts.push(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'object' ? JSON.stringify(value) : String(value)}\r\n`,
        );
      }
      if (!chance(random, 0.2)) {
        const filename = pick(random, ['a.png', '../../evil.png', 'x.pdf', '\u0000.jpg', 'é.webp']);
        const type = pick(random, ['image/png', 'application/pdf', 'text/html', 'image/jpeg']);
        const content = pick(random, [
          '\x89PNG\r\n\x1a\n' + 'x'.repeat(64),
          '%PDF-1.4\n%fuzz',
          '<script>alert(1)</script>',
          '',
        ]);
        parts.push(
          `--${boundary}\r\ncontent-disposition: form-data; name="${fileField}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n${content}\r\n`,
        );
      }
      payload = parts.join('') + (chance(random, 0.9) ? `--${boundary}--\r\n` : '');
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    }
  }
  // An operation that also takes its JSON as text (the event beacon): half the JSON bodies, valid
  // or broken, go as text/plain, with or without a charset.
  if (
    operation.contentTypes.includes('text/plain') &&
    headers['content-type'] === 'application/json' &&
    chance(random, 0.5)
  ) {
    headers['content-type'] = pick(random, ['text/plain', 'text/plain;charset=UTF-8']);
  }
  const description = `${operation.operationId} [${mutation}] ${operation.method} ${url.slice(0, 200)} ${
    headers['content-type'] ?? ''
  } ${typeof payload === 'string' ? payload.slice(0, 300) : ''}${
    headers['idempotency-key'] === undefined
      ? ''
      : ` Idempotency-Key: ${JSON.stringify(headers['idempotency-key'].slice(0, 40))}`
  }`;
  return {
    options: {
      method: operation.method,
      url,
      headers,
      remoteAddress: `10.${int(random, 0, 255)}.${int(random, 0, 255)}.${int(random, 1, 254)}`,
      ...(payload === undefined ? {} : { payload }),
    },
    describe: description,
    repeat,
  };
}

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;

/**
 * `FUZZ_TARGET=http://127.0.0.1:<port>`: the same requests against a running server over real HTTP
 * (the benchmark's fuzz stage starts the built server and points this at it); otherwise inject().
 */
const TARGET = process.env.FUZZ_TARGET?.replace(/\/+$/, '');
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'json'>;

async function send(options: InjectOptions): Promise<Answer> {
  if (!TARGET) return testApp.app.inject(options);
  const response = await fetch(`${TARGET}${String(options.url)}`, {
    method: options.method,
    headers: options.headers as Record<string, string>,
    body: options.payload as string | Buffer | undefined,
    redirect: 'manual',
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: <T>() => JSON.parse(body) as T,
  };
}

async function ownerSession(): Promise<TestSession> {
  if (TARGET) {
    const response = await send({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
    });
    const token = (response.json() as { token: { access_token: string } }).token.access_token;
    return { authHeader: { authorization: `Bearer ${token}` } } as TestSession;
  }
  // Fuzzed profile updates may change the owner's e-mail; log in with the current one.
  const { rows } = owner
    ? await testApp.db.query<{ email: string }>('select email from users where id = $1', [
        owner.user.id,
      ])
    : { rows: [] };
  const email = rows[0]?.email ?? DEMO_OWNER.email;
  return loginAs(testApp.app, email, DEMO_OWNER.password, { remoteAddress: '192.0.2.77' });
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await ownerSession();
});
afterAll(() => testApp.close());

describe('schema-driven fuzzing of every operation', () => {
  // Before the hostile run: as the demo owner (a platform administrator) it may take the demo
  // account's right to publish away, which turns every unit into a draft (no rental unit is left).
  it('quote lists, availability and holds with extreme days, quantities and lines never fail', async () => {
    const validators = errorValidators();
    const { rows } = await testApp.db.query<{ id: number; account_id: number }>(
      `select id, account_id from products where status = 'published' and for_rent order by id limit 3`,
    );
    const [unit, other] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const today = new Date().toISOString().slice(0, 10);
    const days = ['0000-01-01', '0001-01-01', '1969-12-31', today, '2100-02-28', '9999-12-31'];
    const line = (start: string, end: string, quantity = 1, id = unit.id) => ({
      equipment_id: id,
      mode: 'rent',
      quantity,
      start_date: start,
      end_date: end,
    });
    const list = (items: unknown[], extra: object = {}) => ({
      items,
      jobsite_address: '1 Fuzz Way',
      jobsite_zip: '60601',
      name: 'Fuzz',
      email: 'fuzz-list@example.com',
      phone: '(312) 555-0100',
      ...extra,
    });
    const bodies: object[] = [
      ...days.flatMap((start) => days.map((end) => list([line(start, end)]))),
      list([line(today, today, 999), line(today, today, 1, 2147483647)]),
      list(Array.from({ length: 50 }, () => line(today, today))),
      list([line(today, today, 1, other.id), line(today, today, 1, unit.id)], { notes: null }),
      list([line(today, today)], { jobsite_address: 'nul\u0000byte', po_number: '😀'.repeat(25) }),
      list([{ ...line(today, today), start_date: 'nul\u0000byte' }]),
      list([line(today, today)], { items: [[], null, 'x', 1] }),
      { ...list([line(today, today)]), listing: 'rent', quantity: 1 },
      { items: { 0: line(today, today) } },
    ];
    const calls: InjectOptions[] = [
      ...bodies.map((payload) => ({
        method: 'POST' as const,
        url: '/api/v1/equipment/request-quote',
        payload,
      })),
      ...days.flatMap((from) =>
        days.map((to) => ({
          method: 'GET' as const,
          url: `/api/v1/equipment/${unit.id}/availability?from=${from}&to=${to}`,
        })),
      ),
      ...days.flatMap((start) =>
        days.map((end) => ({
          method: 'POST' as const,
          url: `/api/v1/account/${unit.account_id}/bookings`,
          headers: owner.authHeader,
          payload: { equipment_id: unit.id, quantity: 1, start_date: start, end_date: end },
        })),
      ),
      ...days.map((from) => ({
        method: 'GET' as const,
        url: `/api/v1/account/${unit.account_id}/bookings?from=${from}`,
        headers: owner.authHeader,
      })),
    ];
    const statuses: Record<number, number> = {};
    for (const [index, options] of calls.entries()) {
      const remoteAddress = `198.51.100.${1 + (index % 250)}`; // under the form limit
      const response = await testApp.app.inject({ remoteAddress, ...options });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const context = `${options.method} ${options.url} ${JSON.stringify(options.payload ?? '')}`;
      expect(response.statusCode, `${context} → ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(validators.error(response.json()), `${context} → ${response.body}`).toBe(true);
      }
    }
    console.log(
      `[fuzz] quote lists, availability, holds: ${calls.length} calls · ${JSON.stringify(statuses)}`,
    );
  });

  it(`answers ${TOTAL_REQUESTS} hostile requests without a 5xx, every 4xx the documented Error`, async () => {
    const { operations } = loadDocument();
    const validators = errorValidators();
    expect(operations.length).toBeGreaterThan(40);
    const byStatus = new Map<number, number>();
    const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const serverErrors: string[] = [];
    const badErrorBodies: string[] = [];
    const badLanguages: string[] = [];
    const reached = new Set<string>();
    let keysRefused = 0;
    const repeats = { sent: 0, replayed: 0, ofSuccess: 0 };
    const badRepeats: string[] = [];

    /**
     * The same request with the same valid key, sent again after the first answered: a replayed
     * answer is the first one to the byte; a first 2xx ran its handler, so its repeat must be
     * replayed unless it is refused before the key is looked at (401, 403 before a multipart body
     * is read, 429). Nothing runs twice.
     */
    const checkRepeat = (built: Built, first: Answer, again: Answer) => {
      repeats.sent += 1;
      if (again.statusCode >= 500) {
        serverErrors.push(
          `${built.describe} (repeat)\n  → ${again.statusCode} ${again.body.slice(0, 300)}`,
        );
        return;
      }
      const replayed = again.headers['idempotent-replayed'] === 'true';
      if (replayed) repeats.replayed += 1;
      if (first.statusCode < 300 && first.statusCode >= 200) repeats.ofSuccess += 1;
      const same = again.statusCode === first.statusCode && again.body === first.body;
      if (
        replayed ? !same : first.statusCode < 300 && ![401, 403, 429].includes(again.statusCode)
      ) {
        badRepeats.push(
          `${built.describe}\n  → ${first.statusCode} ${first.body.slice(0, 200)}\n  repeat → ${again.statusCode}${replayed ? ' (replayed)' : ''} ${again.body.slice(0, 200)}`,
        );
      }
    };

    const check = (built: Built, operation: Operation, response: Answer) => {
      const status = response.statusCode;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const statusClass = `${Math.floor(status / 100)}xx` as keyof typeof byClass;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      if (status < 400 || status === 401 || status === 403) reached.add(operation.operationId);
      // Every API answer says its language, one the server speaks, whatever Accept-Language was.
      if (!['en', 'es'].includes(String(response.headers['content-language']))) {
        badLanguages.push(
          `${built.describe}\n  → Content-Language ${String(response.headers['content-language'])}`,
        );
      }
      if (status >= 500) {
        serverErrors.push(`${built.describe}\n  → ${status} ${response.body.slice(0, 300)}`);
        return;
      }
      if (status < 400) return;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      const valid =
        String(response.headers['content-type']).startsWith('application/json') &&
        validators.error(body) &&
        typeof (body as { slug?: unknown }).slug === 'string' &&
        (status !== 422 || validators.validationError(body));
      if (!valid) {
        badErrorBodies.push(`${built.describe}\n  → ${status} ${response.body.slice(0, 300)}`);
      }
      const errors = (body as { errors?: object } | undefined)?.errors;
      if (errors && Object.hasOwn(errors, 'Idempotency-Key')) keysRefused += 1;
    };

    for (let start = 0; start < TOTAL_REQUESTS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, TOTAL_REQUESTS - start) }, (_, k) => {
        const index = start + k;
        const operation = operations[index % operations.length]!;
        const random = mulberry32(SEED + index);
        // Half authenticated (never on logout: it would revoke the session every other batch).
        const authenticated = operation.operationId !== 'logoutUser' && chance(random, 0.5);
        const language = mulberry32((SEED + index) ^ 0x1a96);
        const headers = authenticated ? owner.authHeader : {};
        const keys = mulberry32((SEED + index) ^ 0x1de7);
        const built = buildRequest(operation, random, headers, language, keys);
        return { operation, built };
      });
      const responses = await Promise.all(
        batch.map(({ built }) =>
          send(built.options).catch((error: unknown): Answer => ({
            statusCode: 599,
            headers: {},
            body: `no answer: ${String(error)}`,
            json: <T>() => undefined as T,
          })),
        ),
      );
      batch.forEach(({ built, operation }, k) => check(built, operation, responses[k]!));
      const repeated = batch.flatMap(({ built }, k) =>
        built.repeat && responses[k]!.statusCode !== 599 ? [{ built, first: responses[k]! }] : [],
      );
      const again = await Promise.all(repeated.map(({ built }) => send(built.options)));
      repeated.forEach(({ built, first }, k) => checkRepeat(built, first, again[k]!));
      const me = await send({
        method: 'GET',
        url: '/api/v1/user',
        headers: owner.authHeader,
      });
      if (me.statusCode === 401) owner = await ownerSession();
    }

    const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `[fuzz] requests fuzzed: ${total} over ${operations.length} operations · ` +
        `2xx ${byClass['2xx']} · 3xx ${byClass['3xx']} · 4xx ${byClass['4xx']} · 5xx ${byClass['5xx']} · ` +
        `statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))} · ` +
        `operations past validation ${reached.size}/${operations.length} · ` +
        `hostile Idempotency-Keys refused ${keysRefused} · ` +
        `repeats with their key ${repeats.sent} (of a 2xx ${repeats.ofSuccess}), replayed ${repeats.replayed}`,
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
    // Hostile keys on requests that pass validation are a 422 naming the header.
    expect(keysRefused).toBeGreaterThan(0);
    // Requests repeated with their key: the first answer again, or refused before the key.
    expect(repeats.ofSuccess).toBeGreaterThan(0);
    expect(
      badRepeats.slice(0, 5),
      `${badRepeats.length} repeats not answered as the first`,
    ).toEqual([]);
    const signatures = new Map<string, number>();
    for (const failure of serverErrors) {
      const signature = failure.split(' ').slice(0, 3).join(' ').replace(/\/\d+/g, '/N');
      signatures.set(signature, (signatures.get(signature) ?? 0) + 1);
    }
    if (serverErrors.length) console.log('[fuzz] 5xx by operation', Object.fromEntries(signatures));
    expect(serverErrors.slice(0, 5), `${serverErrors.length} responses ≥ 500`).toEqual([]);
    expect(badErrorBodies.slice(0, 5), `${badErrorBodies.length} undocumented 4xx bodies`).toEqual(
      [],
    );
    expect(
      badLanguages.slice(0, 5),
      `${badLanguages.length} answers without their language`,
    ).toEqual([]);
  }, 180_000);

  /** One case per class the probe found, on every operation it applies to (deterministic). */
  it('non-finite numbers in every numeric query parameter are a 422 naming it', async () => {
    const TODAY = new Date().toISOString().slice(0, 10);
    const { operations } = loadDocument();
    let cases = 0;
    for (const operation of operations.filter((o) => o.method === 'GET')) {
      for (const parameter of operation.parameters) {
        const types = ([] as unknown[]).concat(parameter.schema.type ?? []);
        if (parameter.in !== 'query' || !(types.includes('integer') || types.includes('number'))) {
          continue;
        }
        const url =
          '/api/v1' + operation.path.replace(/\{[^}]+\}/g, String(owner.user.current_account.id));
        // The other required query parameters, valid (getAccountPlanner's range), so the answer
        // is about this one.
        const required = operation.parameters
          .filter((other) => other.in === 'query' && other.required && other !== parameter)
          .map((other) => `&${other.name}=${other.schema.format === 'date' ? TODAY : '1'}`)
          .join('');
        for (const value of NON_FINITE) {
          const response = await testApp.app.inject({
            method: 'GET',
            url: `${url}?${parameter.name}=${value}${required}`,
            headers: owner.authHeader,
          });
          expect(response.statusCode, `${operation.operationId} ${parameter.name}=${value}`).toBe(
            422,
          );
          expect(Object.keys(response.json().errors)).toContain(parameter.name);
          cases += 1;
        }
      }
    }
    console.log(`[fuzz] non-finite numeric query values: ${cases} cases, all 422`);
    expect(cases).toBeGreaterThan(50);
  });

  it('operator-laden search text never fails: every q of the document answers 200', async () => {
    const { operations } = loadDocument();
    const searchable = operations.filter(
      (o) => o.method === 'GET' && o.parameters.some((p) => p.in === 'query' && p.name === 'q'),
    );
    expect(searchable.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['listEquipment', 'getEquipmentFilters']),
    );
    // The fuzzing above may have moved the owner to another account (as a real owner could: hand
    // users.manage to someone else, leave, get a personal account): search the account they are in now.
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: owner.authHeader,
    });
    const accountId = me.json<{ current_account: { id: number } }>().current_account.id;
    for (const operation of searchable) {
      const maxLength = operation.parameters.find((p) => p.name === 'q')!.schema.maxLength ?? 1000;
      const url = '/api/v1' + operation.path.replace(/\{[^}]+\}/g, String(accountId));
      for (const text of TSQUERY_TEXT) {
        const q = text.slice(0, maxLength);
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${url}?q=${encodeURIComponent(q)}`,
          headers: owner.authHeader,
        });
        expect(response.statusCode, `${operation.operationId} q=${q.slice(0, 40)}`).toBe(200);
      }
    }
  });

  it('numbers beyond every bound in JSON bodies are a 422 naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { ...owner.authHeader, 'content-type': 'application/json' },
      payload:
        '{"title":"Huge","category":"lift-trucks","lift_height_ft":1.79e308,"capacity_lbs":1e400,"rental_rates":{"daily":1e308}}',
    });
    expect(response.statusCode).toBe(422);
    const fields = Object.keys(response.json().errors);
    expect(fields).toEqual(expect.arrayContaining(['lift_height_ft', 'rental_rates.daily']));
  });
});

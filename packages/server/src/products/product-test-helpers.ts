import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { registerAndLogin, type Injectable, type TestSession } from '../testing/auth';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type ProductAsset = Schemas['ProductAsset'];
export type ProductCreateInput = Schemas['ProductCreateInput'];
export type ErrorBody = Schemas['Error'];

/**
 * Small files of each type, recognized by their first bytes. The images are real (they are decoded
 * and re-encoded); the other files are only sniffed.
 */
export const FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** 4×3, red. */
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
    'base64',
  ),
  /** 4×3, green. */
  webp: Buffer.from(
    'UklGRjoAAABXRUJQVlA4IC4AAAAQAgCdASoEAAMAAUAmJaACdLoB+AH4AAPIAP7bUf/0YLgOB76X/2MxBXNffyAA',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  mp4: Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.alloc(4, 0),
    Buffer.from('isomiso2'),
    Buffer.alloc(100, 2),
  ]),
  webm: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(100, 3),
  ]),
  html: Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  ),
};

/** A file part of a multipart body. */
export interface FilePart {
  bytes: Uint8Array;
  name: string;
  /** What the client claims (never trusted). */
  type?: string;
}

/** A `multipart/form-data` body for `inject`, built by the platform's FormData. */
export async function multipart(
  fields: Record<string, string | number | FilePart | FilePart[]>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object') {
        form.append(
          name,
          new Blob([new Uint8Array(item.bytes)], { type: item.type ?? 'application/octet-stream' }),
          item.name,
        );
      } else {
        form.append(name, String(item));
      }
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

let stockCounter = 0;

/** A unique stock number for this test process. */
export const uniqueStockNumber = () =>
  `PT-${process.pid}-${Date.now().toString(36)}-${++stockCounter}`;

/** A valid draft input (neither for rent nor for sale yet). */
export function draftInput(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  return {
    stock_number: uniqueStockNumber(),
    title: '2022 Test Lift 5000',
    category: 'lift-trucks',
    make: 'Testmake',
    model: 'TL-5000',
    year: 2022,
    condition: 'used',
    for_rent: false,
    for_sale: false,
    ...overrides,
  };
}

/** A complete input that may be published (for rent and for sale, with prices). */
export function publishableInput(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  return draftInput({
    for_rent: true,
    for_sale: true,
    sale_price: 24_500.5,
    rental_rates: { daily: 150, weekly: 600, monthly: 1800 },
    status: 'published',
    ...overrides,
  });
}

/** The demo account (current account of the demo owner). */
export async function demoAccountId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select current_account_id as id from users where lower(email) = lower($1)',
    [DEMO_OWNER.email],
  );
  return rows[0]!.id;
}

/**
 * A new user whose current account is `accountId`, as a member with `roleName` (or no role at
 * all): written straight to the database.
 */
export async function memberOf(
  app: Injectable,
  db: Queryable,
  accountId: number,
  roleName: string | null,
): Promise<TestSession> {
  const session = await registerAndLogin(app);
  const userId = session.user.id;
  const { rows } = await db.query<{ id: number }>(
    'insert into account_users (account_id, user_id) values ($1, $2) returning id',
    [accountId, userId],
  );
  if (roleName) {
    await db.query(
      `insert into account_user_roles (account_user_id, role_id)
       select $1, id from roles where account_id = $2 and name = $3`,
      [rows[0]!.id, accountId, roleName],
    );
  }
  await db.query('update users set current_account_id = $2 where id = $1', [userId, accountId]);
  return session;
}

/** A product created through the API by `session` (a draft unless `input` says otherwise). */
export async function createProductAs(
  app: Injectable,
  session: Pick<TestSession, 'authHeader'>,
  input: ProductCreateInput = draftInput(),
): Promise<Product> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: session.authHeader,
    payload: input,
  });
  if (response.statusCode !== 201) throw new Error(`createProduct: ${response.body}`);
  return response.json<Product>();
}

/** `file` uploaded to a product through the API by `session` (the raw response). */
export async function uploadAs(
  app: Injectable,
  session: Pick<TestSession, 'authHeader'>,
  productId: number,
  file: FilePart,
) {
  const { payload, headers } = await multipart({ product_id: productId, file });
  return app.inject({
    method: 'POST',
    url: '/api/v1/products/assets',
    headers: { ...headers, ...session.authHeader },
    payload,
  });
}

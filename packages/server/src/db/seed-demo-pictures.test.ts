import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../seed/equipment';
import { createTestApp } from '../testing/test-app';
import { DEMO_PICTURE_WIDTH } from './seed-demo-pictures';

describe('demo pictures', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ pictures: true });
  });
  afterAll(() => t.close());

  it('every demo unit has a primary image asset, mirrored as its image_url', async () => {
    const { rows } = await t.db.query<{ id: number; image_url: string | null; images: number }>(
      `select p.id, p.image_url,
         (select count(*)::int from product_assets a
           where a.product_id = p.id and a.kind = 'image' and a.is_primary and a.url = p.image_url) as images
         from products p`,
    );
    expect(rows).toHaveLength(equipment.length);
    expect(rows.filter((row) => row.images !== 1 || !row.image_url)).toEqual([]);
    // Stored as paths, never with an origin (a server moved to another address keeps them).
    expect(
      rows.filter((row) => !/^\/media\/\d+\/[0-9a-f-]{36}\.webp$/.test(row.image_url!)),
    ).toEqual([]);
  });

  it('serves the pictures as WebP from the uploads, listed with the unit', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/equipment?per_page=1' });
    const [unit] = list.json<{ items: { id: number; image_url: string }[] }>().items;
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/equipment/${unit!.id}` });
    const { assets } = detail.json<{ assets: { kind: string; url: string; alt_text: string }[] }>();
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({
      kind: 'image',
      url: unit!.image_url,
      width: DEMO_PICTURE_WIDTH,
      height: 720,
      sources: [{ format: 'webp', width: DEMO_PICTURE_WIDTH, url: unit!.image_url }],
    });
    expect(assets[0]!.alt_text).toMatch(/^Illustration of a /);

    const file = await t.app.inject({ method: 'GET', url: unit!.image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: DEMO_PICTURE_WIDTH, height: 720 });
    expect(file.rawPayload.length).toBeLessThan(60_000);
  });
});

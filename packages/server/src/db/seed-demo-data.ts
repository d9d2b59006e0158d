import { hashPassword } from '../auth/password';
import { createAccountWithSystemRoles } from '../accounts/account-setup';
import { zipCentroid } from '../geo/zip-centroids';
import { branches, upcomingHolidayClosures } from '../seed/branches';
import { demoFleetQuantity, equipment } from '../seed/equipment';
import type { Database, Queryable } from './database';
import { seedDemoDealerSite } from './seed-demo-dealer-site';
import { seedDemoLeads } from './seed-demo-leads';
import { seedDemoPictures, type DemoPictureStorage } from './seed-demo-pictures';

export interface SeedResult {
  branches: number;
  equipment: number;
  /** Units given their drawing as an image asset (0 without `pictures`). */
  pictures: number;
}

export interface SeedOptions {
  /** Where the units' drawings are stored (docs/demo-data.md); without it, units have no picture. */
  pictures?: DemoPictureStorage;
}

/** The demo owner (docs/demo-data.md): owner of the demo account and a platform admin. */
export const DEMO_OWNER = {
  name: 'Dana Demo',
  email: 'owner@liftline.example',
  password: 'LiftlineDemo2026!',
  accountName: 'Liftline Demo Rentals',
} as const;

/** More demo people (docs/demo-data.md): staff of the operating account, and an administrator. */
export const DEMO_STAFF = {
  name: 'Sam Staff',
  email: 'demo-staff@liftline.test',
  password: 'liftline-demo',
  role: 'Sales',
} as const;
export const DEMO_ADMIN = {
  name: 'Ada Admin',
  email: 'demo-admin@liftline.test',
  password: 'liftline-demo',
  accountName: 'Liftline Platform',
} as const;

/** A verified user with one role in one account. */
async function addUser(
  tx: Queryable,
  person: { name: string; email: string; passwordHash: string; platformAdmin: boolean },
  accountId: number,
  roleId: number | undefined,
): Promise<number> {
  const user = await tx.query<{ id: number }>(
    `insert into users (name, email, password_hash, email_verified_at, is_platform_admin, current_account_id)
     values ($1, $2, $3, now(), $4, $5) returning id`,
    [person.name, person.email, person.passwordHash, person.platformAdmin, accountId],
  );
  const membership = await tx.query<{ id: number }>(
    'insert into account_users (account_id, user_id) values ($1, $2) returning id',
    [accountId, user.rows[0]!.id],
  );
  await tx.query('insert into account_user_roles (account_user_id, role_id) values ($1, $2)', [
    membership.rows[0]!.id,
    roleId,
  ]);
  return user.rows[0]!.id;
}

/**
 * Seeds the demo people, branches, equipment (with their pictures, given `pictures`), lead inbox
 * and dealer site into an empty catalog (idempotent: a database that already has branches is left alone, so data survives restarts).
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL seed once: the second waits, then sees data.
    await tx.query('select pg_advisory_xact_lock(727010002)');
    const { rows } = await tx.query<{ count: number }>(
      'select count(*)::int as count from branches',
    );
    if ((rows[0]?.count ?? 0) > 0) return { branches: 0, equipment: 0, pictures: 0 };

    const { accountId, roleIds } = await createAccountWithSystemRoles(tx, DEMO_OWNER.accountName);
    // The operating account's fleet is the public catalog: it may publish.
    await tx.query('update accounts set publishing_approved = true where id = $1', [accountId]);
    await tx.query(
      `insert into account_publishing_decisions (account_id, approved, reason)
       values ($1, true, 'The operating account of the demo data.')`,
      [accountId],
    );
    const ownerUserId = await addUser(
      tx,
      { ...DEMO_OWNER, passwordHash, platformAdmin: true },
      accountId,
      roleIds.get('Owner'),
    );
    const demoHash = await hashPassword(DEMO_STAFF.password);
    const staffUserId = await addUser(
      tx,
      { ...DEMO_STAFF, passwordHash: demoHash, platformAdmin: false },
      accountId,
      roleIds.get(DEMO_STAFF.role),
    );
    const platform = await createAccountWithSystemRoles(tx, DEMO_ADMIN.accountName);
    await addUser(
      tx,
      { ...DEMO_ADMIN, passwordHash: demoHash, platformAdmin: true },
      platform.accountId,
      platform.roleIds.get('Owner'),
    );

    // One or two holiday closures per branch, the next ones from the day the data is seeded.
    const today = new Date().toISOString().slice(0, 10);
    const branchIds: number[] = [];
    for (const [index, branch] of branches.entries()) {
      const centroid = zipCentroid(branch.zip_code);
      if (!centroid)
        throw new Error(`Seed branch ${branch.name} has an unknown zip code ${branch.zip_code}`);
      const inserted = await tx.query<{ id: number }>(
        `insert into branches (name, address_line1, city, state, zip_code, phone_number, email,
           time_zone, weekly_hours, closures, latitude, longitude, account_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          branch.name,
          branch.address_line1,
          branch.city,
          branch.state,
          branch.zip_code,
          branch.phone_number,
          branch.email,
          branch.time_zone,
          JSON.stringify(branch.weekly_hours),
          JSON.stringify(upcomingHolidayClosures(today, index % 3 === 2 ? 1 : 2)),
          centroid.latitude,
          centroid.longitude,
          accountId,
        ],
      );
      branchIds.push(inserted.rows[0]!.id);
    }

    // Spread creation times over the last months so "newest" has a meaningful order, the
    // categories interleaved (the n-th unit of every category, then the next…) so the newest units
    // are a mix, as in a real yard, not one category after the other.
    const now = Date.UTC(2026, 10, 1);
    const categories = [...new Set(equipment.map((item) => item.category))];
    const seenInCategory = new Map<string, number>();
    const productIds: number[] = [];
    for (const item of equipment) {
      const nth = seenInCategory.get(item.category) ?? 0;
      seenInCategory.set(item.category, nth + 1);
      const order = nth * categories.length + categories.indexOf(item.category);
      const createdAt = new Date(now - order * 7 * 3600 * 1000).toISOString();
      const product = await tx.query<{ id: number }>(
        `insert into products (stock_number, title, category, make, model, year, condition, for_rent, for_sale,
           fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price, rental_daily, rental_weekly, rental_monthly,
           description, specs, branch_id, account_id, status, created_at, updated_at, fleet_quantity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $22, 'published', $21, $21, $23)
         returning id`,
        [
          item.stock_number,
          item.title,
          item.category,
          item.make,
          item.model,
          item.year,
          item.condition,
          item.for_rent,
          item.for_sale,
          item.fuel_type,
          item.capacity_lbs,
          item.lift_height_ft,
          item.hours_used,
          item.sale_price,
          item.rental_rates?.daily ?? null,
          item.rental_rates?.weekly ?? null,
          item.rental_rates?.monthly ?? null,
          item.description,
          JSON.stringify(item.specs),
          branchIds[item.branch_index] ?? null,
          createdAt,
          accountId,
          demoFleetQuantity(item),
        ],
      );
      productIds.push(product.rows[0]!.id);
    }
    const pictures = options.pictures
      ? await seedDemoPictures(
          tx,
          options.pictures,
          equipment.map((unit, index) => ({ productId: productIds[index]!, unit })),
        )
      : 0;

    // The demo inbox: leads of the operating account, some worked by the demo staff member.
    await seedDemoLeads(tx, {
      accountId,
      staffUserId,
      ownerUserId,
      branches: branches.map((branch, index) => ({
        id: branchIds[index]!,
        zip_code: branch.zip_code,
      })),
      productIds,
    });
    // The example dealer page's site (examples/dealer-site/ carries its key).
    await seedDemoDealerSite(tx, { accountId, userId: ownerUserId });
    return { branches: branches.length, equipment: equipment.length, pictures };
  });
}

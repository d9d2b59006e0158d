import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator';
import { MAX_INT4 } from '../catalog/equipment-query';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';

/**
 * Who may read a stored file, as the media route serves it:
 * - `public`: a file of a published unit, the same for everyone (cached for a year);
 * - `private`: a file of a unit that is not published, asked for by a member of the unit's account
 *   (its current account) who may see its products or manage its files;
 * - `none`: anyone else, a file no asset holds any more (deleted: never served again, even if the
 *   removal of its object failed or is still under way), or a key no upload made.
 */
export type MediaAccess = 'public' | 'private' | 'none';

export type MediaAccessCheck = (key: string, request: FastifyRequest) => Promise<MediaAccess>;

/** Everyone may read every file: for tests of the route alone. */
export const everyFilePublic: MediaAccessCheck = async () => 'public';

const MAY_SEE_FILES = ['products.view', 'assets.manage'];

/**
 * The access check of `/media/…` from the database: the asset holding `key` (its main file or one
 * of its variants; keys start with their product's id, so only that product's few assets are
 * looked at) and its product's status and account. The caller's credential is only read for a file
 * of an unpublished unit; a bad or expired one counts as none (a 404, like a guest's).
 */
const MAY_SEE_RENTAL_PHOTOS = ['leads.view'];

export function createMediaAccess({
  db,
  auth,
}: {
  db: Queryable;
  auth: Pick<Authenticator, 'optional'>;
}): MediaAccessCheck {
  /**
   * A customer's service-request photo (rentals/): private, to the customer who sent it (their
   * verified e-mail is the rental's lead's) and to the unit's account members who read leads.
   */
  async function rentalPhotoAccess(key: string, request: FastifyRequest): Promise<MediaAccess> {
    const { rows } = await db.query<{ account_id: number; booking_id: number }>(
      `select account_id, booking_id from rental_requests where photo_key = $1 limit 1`,
      [key],
    );
    const photo = rows[0];
    if (!photo) return 'none';
    const caller = await auth.optional(request).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 401) return null;
      throw error;
    });
    if (caller === null) return 'none';
    if (
      caller.accountId === photo.account_id &&
      MAY_SEE_RENTAL_PHOTOS.some((permission) => caller.permissions.has(permission))
    )
      return 'private';
    if (caller.userId === undefined || caller.userId === null) return 'none';
    const own = await db.query(
      `select 1 from rental_requests r
         join equipment_bookings b on b.id = r.booking_id
         left join quote_request_lines l on l.id = b.quote_line_id
         left join quote_requests q on q.id = l.quote_request_id
         left join lead_quote_lines ql on ql.id = b.quote_item_id
         left join lead_quotes lq on lq.id = ql.quote_id
         left join quote_requests qq on lq.lead_type = 'quote' and qq.id = lq.lead_id
         left join contact_requests qc on lq.lead_type = 'contact' and qc.id = lq.lead_id
         join users u on u.id = $2 and u.email_verified_at is not null
                     and lower(u.email) = lower(coalesce(q.email, qq.email, qc.email))
        where r.photo_key = $1 limit 1`,
      [key, caller.userId],
    );
    return own.rows.length ? 'private' : 'none';
  }

  return async (key, request) => {
    const productId = Number(key.slice(0, key.indexOf('/')));
    if (!Number.isSafeInteger(productId) || productId > MAX_INT4) return 'none';
    const { rows } = await db.query<{ published: boolean; account_id: number | null }>(
      `select p.status = 'published' as published, p.account_id
         from product_assets a join products p on p.id = a.product_id
        where a.product_id = $1
          and (a.storage_key = $2
               or a.sources @> jsonb_build_array(jsonb_build_object('storage_key', $2::text)))
        limit 1`,
      [productId, key],
    );
    const file = rows[0];
    if (!file) return rentalPhotoAccess(key, request);
    if (file.published) return 'public';
    const caller = await auth.optional(request).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 401) return null;
      throw error;
    });
    const member =
      caller !== null &&
      file.account_id !== null &&
      caller.accountId === file.account_id &&
      MAY_SEE_FILES.some((permission) => caller.permissions.has(permission));
    return member ? 'private' : 'none';
  };
}

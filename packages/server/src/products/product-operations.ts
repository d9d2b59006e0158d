import type { FastifyRequest } from 'fastify';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { requirePermission } from '../auth/authenticator';
import type { PermissionName } from '../auth/permissions';
import { isOverbooked } from '../bookings/booking-repository';
import { BRANCH_INACTIVE, BRANCH_NOT_FOUND } from '../branches/branch-repository';
import { MAX_INT4 } from '../catalog/equipment-query';
import type { Queryable } from '../db/database';
import { ApiError, notFound, publishingNotApproved, validationFailed } from '../http/api-error';
import { asStorageFailure, receivedUpload, unsupportedMediaType } from './asset-uploads';
import { createMediaUrls } from './media-urls';
import { createProductAssets } from './product-assets';
import {
  createProductRepository,
  isDuplicateStockNumber,
  isUnknownBranch,
  type Product,
} from './product-repository';
import {
  checkPublishable,
  checkStorable,
  FieldProblems,
  type ProductCreateInput,
  type ProductUpdateInput,
} from './product-rules';

/** The body of uploadProductAsset after validation (`file` is the sanitized file name). */
interface UploadBody {
  product_id: number;
  alt_text?: string;
  file: string;
}

const productNotFound = () => notFound('This product could not be found.');

const STOCK_NUMBER_TAKEN = 'That stock number is already used by another product.';
const FLEET_BELOW_BOOKED =
  'More units of this equipment are booked on some day from today on than that fleet holds: release holds first.';

/**
 * The client's share of a failed write: a taken stock number or a fleet below what is booked (409,
 * naming the field in `errors` so a form shows it there), a branch deleted meanwhile (422).
 */
function storageError(error: unknown): unknown {
  if (isDuplicateStockNumber(error)) {
    return new ApiError(409, STOCK_NUMBER_TAKEN, 'conflict', {
      stock_number: [STOCK_NUMBER_TAKEN],
    });
  }
  if (isUnknownBranch(error)) {
    return validationFailed({ branch_id: [BRANCH_NOT_FOUND] });
  }
  // The bookings' CHECK (migration 023): more units booked on some day than the new fleet.
  if (isOverbooked(error)) {
    return new ApiError(409, FLEET_BELOW_BOOKED, 'conflict', {
      fleet_quantity: [FLEET_BELOW_BOOKED],
    });
  }
  return error;
}

/** Product administration of the current account, and product assets (uploads). */
export function createProductOperations({
  db,
  config,
  auth,
  store,
  webhooks,
}: OperationDependencies): OperationHandlers {
  const media = createMediaUrls(config);
  const assets = createProductAssets({ db, store, media });

  /**
   * `product.published` when the status became `published`, `product.unpublished` when it was
   * and no longer is (`after` null: deleted), in the change's transaction; `data` is the product
   * as `getProduct` answers it, read in `tx` (before the deletion, for a deleted one).
   */
  async function queuePublication(
    tx: Queryable,
    accountId: number,
    id: number,
    before: Product['status'] | null,
    after: Product['status'] | null,
  ) {
    const published = before !== 'published' && after === 'published';
    const unpublished = before === 'published' && after !== 'published';
    if (!published && !unpublished) return;
    await webhooks.enqueue(
      tx,
      accountId,
      published ? 'product.published' : 'product.unpublished',
      async () => media.product((await createProductRepository(tx).find(accountId, id))!),
    );
  }

  /**
   * The caller's current account (a secret API key's own account), if they hold `permission` in
   * it (401/403 otherwise).
   */
  async function accountOf(request: FastifyRequest, permission: PermissionName): Promise<number> {
    const caller = await auth.requireCaller(request);
    requirePermission(caller, permission);
    // Permissions come from the current account, so a caller without one has none.
    return caller.accountId!;
  }

  async function product(accountId: number, id: number): Promise<Product> {
    const found = id > MAX_INT4 ? undefined : await createProductRepository(db).find(accountId, id);
    if (!found) throw productNotFound();
    return media.product(found);
  }

  /**
   * 403 unless the account may publish. Read in the product's transaction (`for share`), so a
   * revocation either waits for the publication or sees it and unpublishes it.
   */
  async function requirePublishing(accountId: number, queryable: Queryable = db) {
    const { rows } = await queryable.query<{ publishing_approved: boolean }>(
      'select publishing_approved from accounts where id = $1 for share',
      [accountId],
    );
    if (!rows[0]?.publishing_approved) throw publishingNotApproved();
  }

  /**
   * 422 for a branch that does not exist or is deactivated (a unit already there may stay: its
   * `currentBranch` passes), and for what the schema cannot check.
   */
  async function checkInput(
    input: ProductUpdateInput,
    problems: FieldProblems,
    currentBranch: number | null = null,
  ) {
    checkStorable(input, problems);
    const branchId = input.branch_id;
    if (branchId !== undefined && branchId !== null && branchId !== currentBranch) {
      const availability =
        branchId <= MAX_INT4
          ? await createProductRepository(db).branchAvailability(branchId)
          : 'unknown';
      if (availability === 'unknown') problems.add('branch_id', BRANCH_NOT_FOUND);
      if (availability === 'inactive') problems.add('branch_id', BRANCH_INACTIVE);
    }
  }

  /**
   * Removes the files of deleted rows. The deletion has committed, so a failure here leaves an
   * orphaned file (logged for the operator), not a failed request.
   */
  async function removeFiles(request: FastifyRequest, remove: () => Promise<void>) {
    try {
      await remove();
    } catch (error) {
      request.log.error({ err: error }, 'could not remove the files of deleted product assets');
    }
  }

  return {
    async listProducts(request) {
      const accountId = await accountOf(request, 'products.view');
      const page = await createProductRepository(db).page(accountId, request.query);
      return { ...page, items: page.items.map(media.product) };
    },

    async getProduct(request) {
      const accountId = await accountOf(request, 'products.view');
      return product(accountId, request.params.id);
    },

    async createProduct(request, reply) {
      const accountId = await accountOf(request, 'products.manage');
      const input = request.body as ProductCreateInput;
      const problems = new FieldProblems();
      await checkInput(input, problems);
      checkPublishable(
        {
          status: input.status ?? 'draft',
          for_rent: input.for_rent,
          for_sale: input.for_sale,
          sale_price: input.sale_price ?? null,
          rental_rates: input.rental_rates ?? null,
        },
        problems,
      );
      if (problems.any) throw validationFailed(problems.errors);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          if (input.status === 'published') await requirePublishing(accountId, tx);
          const created = await createProductRepository(tx).create(accountId, input);
          await queuePublication(tx, accountId, created, null, input.status ?? 'draft');
          return created;
        });
      } catch (error) {
        throw storageError(error);
      }
      return reply.code(201).send(await product(accountId, id));
    },

    async updateProduct(request) {
      const accountId = await accountOf(request, 'products.manage');
      const { id } = request.params;
      const input = request.body as ProductUpdateInput;
      if (id > MAX_INT4) throw productNotFound();
      const problems = new FieldProblems();
      const currentBranch = await createProductRepository(db).branchOf(accountId, id);
      await checkInput(input, problems, currentBranch ?? null);
      try {
        await db.transaction(async (tx) => {
          const products = createProductRepository(tx);
          const current = await products.lockState(accountId, id);
          if (!current) throw productNotFound();
          const merged = { ...current };
          for (const key of Object.keys(merged) as (keyof typeof merged)[]) {
            if (input[key] !== undefined) Object.assign(merged, { [key]: input[key] });
          }
          checkPublishable(merged, problems);
          if (problems.any) throw validationFailed(problems.errors);
          if (merged.status === 'published' && input.status === 'published')
            await requirePublishing(accountId, tx);
          await products.update(accountId, id, input);
          await queuePublication(tx, accountId, id, current.status, merged.status);
        });
      } catch (error) {
        throw storageError(error);
      }
      return product(accountId, id);
    },

    async deleteProduct(request, reply) {
      const accountId = await accountOf(request, 'products.manage');
      const { id } = request.params;
      const deleted =
        id <= MAX_INT4 &&
        (await db.transaction(async (tx) => {
          const products = createProductRepository(tx);
          const current = await products.lockState(accountId, id);
          if (!current) return false;
          await queuePublication(tx, accountId, id, current.status, null);
          return products.delete(accountId, id);
        }));
      if (!deleted) throw productNotFound();
      // The rows are gone (cascade); the files follow once that is committed.
      await removeFiles(request, () => store.removeProduct(id));
      return reply.code(204).send();
    },

    async uploadProductAsset(request, reply) {
      const accountId = await accountOf(request, 'assets.manage');
      if (!request.isMultipart()) {
        throw unsupportedMediaType('Send the file as multipart/form-data.');
      }
      const upload = receivedUpload(request);
      if (!upload) throw validationFailed({ file: ['must be a file'] });
      const body = request.body as UploadBody;
      const asset = await assets
        .add(accountId, { productId: body.product_id, altText: body.alt_text, upload })
        .catch((error: unknown) => {
          throw asStorageFailure(error);
        });
      return reply.code(201).send(asset);
    },

    async updateProductAsset(request) {
      const accountId = await accountOf(request, 'assets.manage');
      const { id } = request.params;
      return assets.update(accountId, id, request.body);
    },

    async deleteProductAsset(request, reply) {
      const accountId = await accountOf(request, 'assets.manage');
      const { id } = request.params;
      const storageKeys = await assets.remove(accountId, id);
      await removeFiles(request, async () => {
        await Promise.all(storageKeys.map((key) => store.remove(key)));
      });
      return reply.code(204).send();
    },
  };
}

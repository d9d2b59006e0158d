import { createAccountAccess } from '../accounts/account-access';
import { pageOf, pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import type { Queryable } from '../db/database';
import { notFound, validationFailed, type FieldErrors } from '../http/api-error';
import { fieldMessages } from '../http/error-messages';
import { withValues } from '../i18n/i18n';
import { createDealerLeadOperations } from './dealer-leads';
import { dealerSiteMessages } from './dealer-site-messages';
import {
  createDealerSiteRepository,
  isDuplicateKey,
  type DealerSite,
  type DealerSiteChanges,
} from './dealer-site-repository';
import { newPublishableKey, normalizeOrigin } from './site-keys';

/** Sites an account may register, deactivated ones included (the document's cap). */
export const MAX_DEALER_SITES = 100;

const siteNotFound = () => notFound(dealerSiteMessages.siteNotFound);

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw validationFailed({ name: [fieldMessages.notEmpty] });
  return trimmed;
}

/**
 * The origins as stored: each normalized (`origins.N` 422 when it is not an http(s) origin), none
 * twice once normalized (`HTTPS://A.example` and `https://a.example:443` are one origin).
 */
export function checkedOrigins(origins: string[]): string[] {
  const errors: FieldErrors = {};
  const normalized: string[] = [];
  origins.forEach((value, index) => {
    const origin = normalizeOrigin(value);
    if (!origin) errors[`origins.${index}`] = [dealerSiteMessages.originInvalid];
    else if (normalized.includes(origin)) {
      errors[`origins.${index}`] = [withValues(dealerSiteMessages.originRepeated, { origin })];
    } else normalized.push(origin);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return normalized;
}

/** A 422 on `origins` when another active site of the account already has one of them. */
async function refuseTakenOrigins(
  tx: Queryable,
  accountId: number,
  origins: string[],
  siteId: number | null,
) {
  const taken = await createDealerSiteRepository(tx).originsTaken(accountId, origins, siteId);
  if (taken.length > 0) {
    throw validationFailed({
      origins: taken.map((each) => withValues(dealerSiteMessages.originTaken, each)),
    });
  }
}

/**
 * Dealer sites: an account's (`dealers.manage`; another account's site is a 404 like a missing one)
 * and the platform administrator's list of every site. The cap and the origin rule are checked
 * with the account locked, so two concurrent calls cannot both pass them.
 */
export function createDealerSiteOperations(
  deps: OperationDependencies,
  { newKey = newPublishableKey }: { newKey?: () => string } = {},
): OperationHandlers {
  const { db, auth, siteKeys } = deps;
  const requireAccountAccess = createAccountAccess({ db, auth });
  const sites = createDealerSiteRepository(db);

  function register(accountId: number, name: string, origins: string[], userId: number | null) {
    return db.transaction(async (tx): Promise<DealerSite> => {
      const repository = createDealerSiteRepository(tx);
      if ((await repository.lockAccount(accountId)) >= MAX_DEALER_SITES) {
        const tooMany = withValues(dealerSiteMessages.tooManySites, { max: MAX_DEALER_SITES });
        throw validationFailed({ body: [tooMany] }, tooMany);
      }
      await refuseTakenOrigins(tx, accountId, origins, null);
      return repository.insert({
        accountId,
        name,
        origins,
        publishableKey: newKey(),
        createdBy: userId,
      });
    });
  }

  return {
    async listDealerSites(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const page = pageRequest(request.query);
      const { items, total } = await sites.page(id, page);
      return pageOf(items, total, page);
    },

    async createDealerSite(request, reply) {
      const { id } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'dealers.manage');
      const name = trimmedName(request.body.name);
      const origins = checkedOrigins(request.body.origins);
      let site: DealerSite;
      try {
        site = await register(id, name, origins, caller.userId);
      } catch (error) {
        // 143 random bits: a key drawn twice is a once-in-the-universe event; draw once more.
        if (!isDuplicateKey(error)) throw error;
        site = await register(id, name, origins, caller.userId);
      }
      return reply.code(201).send(site);
    },

    async getDealerSite(request) {
      const { id, siteId } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const site = await sites.find(id, siteId);
      if (!site) throw siteNotFound();
      return site;
    },

    async updateDealerSite(request) {
      const { id, siteId } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const changes: DealerSiteChanges = { active: request.body.active };
      if (request.body.name !== undefined) changes.name = trimmedName(request.body.name);
      if (request.body.origins !== undefined)
        changes.origins = checkedOrigins(request.body.origins);
      const site = await db.transaction(async (tx) => {
        const repository = createDealerSiteRepository(tx);
        await repository.lockAccount(id);
        const current = await repository.find(id, siteId);
        if (!current) throw siteNotFound();
        if (changes.active ?? current.active) {
          await refuseTakenOrigins(tx, id, changes.origins ?? current.origins, siteId);
        }
        return (await repository.update(id, siteId, changes))!;
      });
      // This instance stops (or starts) crediting at once; the others within the cache's 30 s.
      siteKeys.forget(site.publishable_key);
      return site;
    },

    async listAdminDealerSites(request) {
      const caller = await auth.require(request);
      if (!caller.isPlatformAdmin) throw forbidden(dealerSiteMessages.onlyAdmins);
      const page = pageRequest(request.query);
      const { items, total } = await sites.page(undefined, page);
      return pageOf(items, total, page);
    },

    ...createDealerLeadOperations(deps),
  };
}

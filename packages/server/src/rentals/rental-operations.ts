import { conflict } from '../accounts/account-context';
import { createAccountAccess } from '../accounts/account-access';
import { pageOf, pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { isOverbooked } from '../bookings/booking-repository';
import { addDays, beforeYearOne, daysInRange, MAX_RENTAL_DAYS } from '../bookings/date-range';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import { type Text, withValues } from '../i18n/i18n';
import { describeDays } from '../leads/unfree-days';
import { FieldErrors, utcToday } from '../leads/lead-support';
import { newStorageKey } from '../products/asset-storage';
import { asStorageFailure, receivedUpload, unsupportedMediaType } from '../products/asset-uploads';
import { processImage, UnreadableImageError } from '../products/image-variants';
import { absoluteUrl, PRIVATE_MEDIA_PREFIX } from '../products/media-urls';
import { newQuoteToken, quoteTokenHash } from '../quotes/quote-tokens';
import { createPlannerAnswers } from './planner-answers';
import { rentalMessages } from './rental-messages';
import { rentalRequestMail } from './rental-mails';
import {
  createRentalRepository,
  rentalStatus,
  type NewRentalRequest,
  type Rental,
  type RentalRequest,
  type RentalRow,
} from './rental-repository';

/** What a customer's request stores besides its rental and its author. */
type RequestFields = Omit<NewRentalRequest, 'bookingId' | 'accountId' | 'createdBy'>;

export const RENTAL_NOT_FOUND = rentalMessages.notFound;
export const REQUEST_NOT_FOUND = 'This request could not be found.';
/** The longest range of one planner call (a month and a bit: two months' columns at most). */
export const MAX_PLANNER_DAYS = 62;

/** The 409 of an extension some added day of which has too few units free (`days` names them). */
export const notFreeForExtension = (title: string, days: readonly string[]) =>
  conflict(
    withValues(rentalMessages.notFreeForExtension, { title, days: describeDays(days) }),
  ).withDays(days);

const UNIQUE_VIOLATION = '23505';
const isUnique = (error: unknown, index: string) => {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && constraint === index;
};

/** Which moves the branch may make, by kind and current status. */
const MOVES: Record<RentalRequest['kind'], Partial<Record<RentalRequest['status'], string[]>>> = {
  extension: { pending: ['approved', 'refused'] },
  off_rent: { pending: ['confirmed', 'refused'], confirmed: ['returned'] },
  service: { open: ['scheduled', 'resolved'], scheduled: ['resolved'] },
};

/**
 * The customer's rentals (`/user/rentals…`: only rentals whose won lead was sent with the user's
 * verified e-mail; any other is a 404 like a missing one) and the branch's side (the requests
 * inbox, `leads.view` / `leads.manage`, and the fleet planner).
 */
export function createRentalOperations(
  { db, auth, outbox, webhooks, config, store }: OperationDependencies,
  { today = utcToday }: { today?: () => string } = {},
): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const planners = createPlannerAnswers(db);
  // A photo is private (the customer and the branch): served below the access cookie's path.
  const links = {
    photoUrl: (key: string) => absoluteUrl(`${PRIVATE_MEDIA_PREFIX}${key}`, config.publicUrl),
  };

  /** The photo re-encoded (upright, no metadata) as the product images are: its WebP stored. */
  async function storePhoto(equipmentId: number, incomingKey: string): Promise<string> {
    let image;
    try {
      const received = await store.get(incomingKey);
      if (!received) throw new Error(`The upload ${incomingKey} is gone.`);
      image = await processImage(received.body).finally(() => received.body.destroy());
    } catch (error) {
      if (error instanceof UnreadableImageError) throw unsupportedMediaType(error.message);
      throw asStorageFailure(error);
    }
    const main = image.variants.find((variant) => variant.format === 'webp')!;
    const key = newStorageKey(equipmentId, 'webp');
    await store.put(key, main.bytes, { contentType: 'image/webp' }).catch((error: unknown) => {
      throw asStorageFailure(error);
    });
    return key;
  }
  const repository = (q: Queryable) => createRentalRepository(q, links);
  const rentals = repository(db);

  /** Agreement links of accepted quotes: one fresh token per quote and answer (as quote-link does). */
  async function agreementUrls(rows: readonly RentalRow[]): Promise<Map<number, string>> {
    const quoteIds = [
      ...new Set(rows.map((row) => row.accepted_quote_id).filter((id) => id !== null)),
    ];
    const urls = new Map<number, string>();
    if (!quoteIds.length) return urls;
    const tokens = quoteIds.map(() => newQuoteToken());
    await db.query(
      `insert into quote_tokens (token_hash, quote_id) select * from unnest($1::text[], $2::int[])`,
      [tokens.map(quoteTokenHash), quoteIds],
    );
    quoteIds.forEach((id, index) =>
      urls.set(id, `${config.publicUrl}/api/v1/quotes/${tokens[index]}/agreement.pdf`),
    );
    return urls;
  }

  /** Queues the event and the customer's mail of a request's change, in `tx`. */
  async function announce(
    tx: Queryable,
    rental: RentalRow,
    request: RentalRequest,
    event?: Parameters<typeof webhooks.enqueue>[2],
  ) {
    if (event) await webhooks.enqueue(tx, rental.account_id, event, request);
    await outbox.enqueue(rentalRequestMail(request, rental, config.publicUrl), tx);
  }

  /** The user's rental, locked, answered only when it can take requests (not returned). */
  async function openRental(tx: Queryable, userId: number, rentalId: number) {
    const repo = repository(tx);
    const rental = await repo.rentalOfUser(userId, rentalId, true);
    if (!rental || rental.account_id === null) throw notFound(RENTAL_NOT_FOUND);
    const requests = await repo.requestsOf([rental.id]);
    return { repo, rental, requests, status: rentalStatus(rental, requests, today()) };
  }

  async function stored(tx: Queryable, accountId: number, id: number) {
    return (await repository(tx).find(accountId, id))!.request;
  }

  /**
   * A customer's new request on their rental, in one transaction: the rental locked, `check`
   * refuses (throws) or answers what to store, the request is stored and its event and the
   * customer's mail queued. A unique index another request of the rental holds (`taken`) is a
   * 409 with its message.
   */
  async function addRequest(
    userId: number,
    rentalId: number,
    event: Parameters<typeof announce>[3],
    check: (
      opened: Awaited<ReturnType<typeof openRental>>,
    ) => RequestFields | Promise<RequestFields>,
    taken?: { index: string; message: Text },
  ): Promise<RentalRequest> {
    return db
      .transaction(async (tx) => {
        const opened = await openRental(tx, userId, rentalId);
        const { repo, rental } = opened;
        const id = await repo.insert({
          ...(await check(opened)),
          bookingId: rental.id,
          accountId: rental.account_id!,
          createdBy: userId,
        });
        const created = await stored(tx, rental.account_id!, id);
        await announce(tx, rental, created, event);
        return created;
      })
      .catch((error: unknown) => {
        if (taken && isUnique(error, taken.index)) throw conflict(taken.message);
        throw error;
      });
  }

  return {
    async listUserRentals(request) {
      const caller = await auth.require(request);
      const rows = await rentals.rentalsOfUser(caller.userId);
      const requests = await rentals.requestsOf(rows.map((row) => row.id));
      const agreements = await agreementUrls(rows);
      const items: Rental[] = rows.map((row) => {
        const own = requests.filter((r) => r.rental.id === row.id).slice(0, 100);
        return {
          id: row.id,
          lead_reference: row.lead_reference,
          equipment: { id: row.equipment_id, title: row.equipment_title },
          branch:
            row.branch_id !== null && row.branch_name !== null
              ? { id: row.branch_id, name: row.branch_name }
              : null,
          quantity: row.quantity,
          start_date: row.start_date,
          end_date: row.end_date,
          jobsite: row.jobsite,
          po_number: row.po_number,
          status: rentalStatus(row, own, today()),
          agreement_url:
            row.accepted_quote_id !== null ? (agreements.get(row.accepted_quote_id) ?? null) : null,
          requests: own,
        };
      });
      return { items };
    },

    async requestRentalExtension(request, reply) {
      const caller = await auth.require(request);
      const { end_date: endDate } = request.body;
      if (beforeYearOne(endDate))
        throw new FieldErrors().with('end_date', 'must be a day of year 1 or later').toError();
      const created = await addRequest(
        caller.userId,
        request.params.rentalId,
        'rental.extension_requested',
        async ({ repo, rental, status }) => {
          if (status === 'returned' || status === 'off_rent_requested')
            throw conflict(rentalMessages.calledOffNoExtension);
          const problems = new FieldErrors();
          if (endDate <= rental.end_date)
            problems.add('end_date', `must be after ${rental.end_date}`);
          else if (daysInRange(rental.start_date, endDate) > MAX_RENTAL_DAYS)
            problems.add('end_date', `is more than ${MAX_RENTAL_DAYS} days after the start`);
          problems.throwIfAny();
          const unfree = await repo.unfreeDays(
            rental.equipment_id,
            rental.quantity,
            addDays(rental.end_date, 1),
            endDate,
            'share',
          );
          if (unfree.length) throw notFreeForExtension(rental.equipment_title, unfree);
          return { kind: 'extension', status: 'pending', endDate };
        },
        {
          index: 'rental_requests_one_pending_extension_idx',
          message: rentalMessages.extensionWaiting,
        },
      );
      return reply.code(201).send(created);
    },

    async requestRentalOffRent(request, reply) {
      const caller = await auth.require(request);
      const body = request.body;
      if (beforeYearOne(body.pickup_date))
        throw new FieldErrors().with('pickup_date', 'must be a day of year 1 or later').toError();
      const created = await addRequest(
        caller.userId,
        request.params.rentalId,
        'rental.off_rent_requested',
        async ({ repo, rental, status }) => {
          if (status === 'returned' || status === 'off_rent_requested')
            throw conflict(rentalMessages.alreadyCalledOff);
          const problems = new FieldErrors();
          const now = today();
          if (body.pickup_date < now) problems.add('pickup_date', 'is in the past');
          else if (body.pickup_date > rental.end_date && rental.end_date >= now)
            problems.add('pickup_date', `is after the rental's last day (${rental.end_date})`);
          if (!body.site_contact_name.trim()) problems.add('site_contact_name', 'is required');
          problems.throwIfAny();
          return {
            kind: 'off_rent',
            status: 'pending',
            number: await repo.nextCallOffNumber(),
            pickupDate: body.pickup_date,
            siteContactName: body.site_contact_name.trim(),
            siteContactPhone: body.site_contact_phone.trim(),
            note: body.note?.trim() || null,
          };
        },
        {
          index: 'rental_requests_one_off_rent_idx',
          message: rentalMessages.alreadyCalledOff,
        },
      );
      return reply.code(201).send(created);
    },

    async createRentalServiceRequest(request, reply) {
      const caller = await auth.require(request);
      // The document's schema covers the multipart body only: another type is refused here.
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the service request as multipart/form-data.');
      const body = request.body as unknown as { description: string; photo?: string };
      const description = body.description.trim();
      if (!description) throw new FieldErrors().with('description', 'must not be blank').toError();
      const rentalId = request.params.rentalId;
      // Checked before the photo is processed: nothing is stored for a rental not the user's.
      const rental = await rentals.rentalOfUser(caller.userId, rentalId);
      if (!rental || rental.account_id === null) throw notFound(RENTAL_NOT_FOUND);
      const upload = receivedUpload(request);
      const photoKey = upload ? await storePhoto(rental.equipment_id, upload.incomingKey) : null;
      try {
        const created = await addRequest(
          caller.userId,
          rentalId,
          'service.requested',
          ({ status }) => {
            if (status === 'returned') throw conflict(rentalMessages.returned);
            return { kind: 'service', status: 'open', description, photoKey };
          },
        );
        return reply.code(201).send(created);
      } catch (error) {
        if (photoKey) await store.remove(photoKey).catch(() => undefined);
        throw error;
      }
    },

    async listAccountRentalRequests(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const page = pageRequest(request.query);
      const { items, total } = await rentals.page(
        id,
        { kind: request.query.kind, status: request.query.status, q: request.query.q },
        page,
      );
      return pageOf(items, total, page);
    },

    async updateAccountRentalRequest(request) {
      const { id, requestId } = request.params;
      await requireAccountAccess(request, id, 'leads.manage');
      const { status: next, reason, pickup_date: pickupDate } = request.body;
      const problems = new FieldErrors();
      if (next === 'refused' && !reason?.trim()) problems.add('reason', 'is required to refuse');
      if (pickupDate && beforeYearOne(pickupDate))
        problems.add('pickup_date', 'must be a day of year 1 or later');
      problems.throwIfAny();
      try {
        return await db.transaction(async (tx) => {
          const repo = repository(tx);
          // Every booking change takes its turn on this row first (migration 023): the check
          // below and the move see the same bookings. The other moves book nothing.
          if (next === 'approved' || next === 'returned')
            await tx.query('select version from booking_state for update');
          const found = await repo.find(id, requestId, true);
          if (!found) throw notFound(REQUEST_NOT_FOUND);
          const current = found.request;
          if (!MOVES[current.kind][current.status]?.includes(next))
            throw conflict(
              `A ${current.kind.replace('_', '-')} request that is ${current.status} cannot become ${next}.`,
            );
          const rental = (await repo.rental(found.bookingId))!;
          let event: Parameters<typeof webhooks.enqueue>[2] | undefined;
          if (next === 'approved') {
            const endDate = current.end_date!;
            if (endDate > rental.end_date) {
              const unfree = await repo.unfreeDays(
                rental.equipment_id,
                rental.quantity,
                addDays(rental.end_date, 1),
                endDate,
                'none',
              );
              if (unfree.length) throw notFreeForExtension(rental.equipment_title, unfree);
              await repo.moveEnd(rental.id, endDate);
            }
            event = 'rental.extended';
          } else if (next === 'returned') {
            const now = today();
            const day = now < rental.start_date ? rental.start_date : now;
            if (day < rental.end_date) await repo.moveEnd(rental.id, day);
            event = 'rental.returned';
          }
          await repo.setStatus(requestId, next, {
            reason: next === 'refused' ? reason!.trim() : null,
            pickupDate: next === 'confirmed' || next === 'scheduled' ? pickupDate : null,
          });
          const updated = await stored(tx, id, requestId);
          await announce(tx, (await repo.rental(found.bookingId))!, updated, event);
          return updated;
        });
      } catch (error) {
        if (isOverbooked(error))
          throw conflict('The unit is no longer free on the added days. Nothing was changed.');
        throw error;
      }
    },

    /**
     * One query for the whole range (rental-repository.ts); its answer is kept as the JSON that
     * left and sent again while nothing it reads has changed (planner-answers.ts).
     */
    async getAccountPlanner(request, reply) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const { from, to, branch_id: branchId, category } = request.query;
      const problems = new FieldErrors();
      if (beforeYearOne(from)) problems.add('from', 'must be a day of year 1 or later');
      else if (to < from) problems.add('to', 'must be on or after from');
      else if (daysInRange(from, to) > MAX_PLANNER_DAYS)
        problems.add('to', `must be at most ${MAX_PLANNER_DAYS} days after from (both counted)`);
      problems.throwIfAny();
      const key = JSON.stringify([id, from, to, branchId ?? null, category ?? null]);
      return planners.serve(request, reply, key, () =>
        rentals.planner(id, { from, to, branchId, category }),
      );
    },
  };
}

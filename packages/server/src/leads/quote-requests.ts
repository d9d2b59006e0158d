import type { components } from '@liftline/sdk/schema';
import { DEFAULT_LOCALE } from '../i18n/i18n';
import { createBookingRepository, moreThanFleet } from '../bookings/booking-repository';
import { bookableRange, rangeProblems } from '../bookings/date-range';
import { createBranchRepository, type Branch } from '../branches/branch-repository';
import type { EquipmentSummary } from '../catalog/equipment-repository';
import { zipCentroid } from '../geo/zip-centroids';
import { quoteConfirmationMail, quoteRequestMail, type QuoteRouting } from './lead-mails';
import {
  createLeadRepository,
  type NewQuoteRequest,
  type QuoteRequestReceipt,
} from './lead-repository';
import {
  requestableBranch,
  FieldErrors,
  holdPublishedUnits,
  publishedUnit,
  utcToday,
  type LeadDependencies,
} from './lead-support';
import { leadMessages } from './lead-messages';
import { queueLeadEvent } from '../webhooks/change-events';
import type { CreditedSource } from './lead-source';
import { refuseUnfreeDays } from './unfree-days';

/** The single-unit body (the one the dealer sites' widgets send). */
export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];

/**
 * POST /equipment/request-quote: checks the cross-field rules and the references, routes the
 * request to a branch, and stores it together with its two e-mails in one transaction.
 */
export function createQuoteRequests({
  db,
  outbox,
  webhooks,
  publicUrl,
  today = utcToday,
}: LeadDependencies) {
  const branches = createBranchRepository(db);

  /** The chosen branch, else the one nearest the jobsite, else the unit's branch. */
  async function route(
    chosen: Branch | null,
    jobsiteZip: string,
    unit: EquipmentSummary | null,
  ): Promise<{ branch: Branch | null; routing: QuoteRouting }> {
    if (chosen) return { branch: chosen, routing: 'requested' };
    const centroid = zipCentroid(jobsiteZip);
    const nearest = centroid && (await branches.nearest(centroid));
    if (nearest) {
      const { distance_miles: _distance, ...branch } = nearest;
      return { branch, routing: 'nearest' };
    }
    // A unit at a deactivated branch keeps it, but new requests do not go there.
    const held = unit?.branch_id ? await branches.findActive(unit.branch_id) : undefined;
    return held ? { branch: held, routing: 'equipment' } : { branch: null, routing: 'none' };
  }

  return {
    /** `source`: the dealer site credited with the request (null: a storefront lead). */
    async submit(
      input: QuoteRequestInput,
      source: CreditedSource | null = null,
    ): Promise<QuoteRequestReceipt> {
      const problems = new FieldErrors();
      const unit = await publishedUnit(db, input.equipment_id);
      if (unit === undefined) {
        problems.add('equipment_id', leadMessages.equipmentNotFound);
      }
      const { branch: chosen, problem } = await requestableBranch(db, input.branch_id);
      if (problem) problems.add('branch_id', problem);

      if (unit) {
        const fleet = await createBookingRepository(db).publishedFleet(unit.id);
        const tooMany = fleet === undefined ? undefined : moreThanFleet(input.quantity, fleet);
        if (tooMany) problems.add('quantity', tooMany);
      }

      const rent = input.listing === 'rent';
      const start = input.start_date ?? null;
      const end = input.end_date ?? null;
      if (rent) {
        if (!start) problems.add('start_date', leadMessages.requiredForRental);
        else {
          const range = rangeProblems(start, end, bookableRange(today()));
          if (range.start) problems.add('start_date', range.start);
          if (range.end) problems.add('end_date', range.end);
        }
      } else if (!input.purchase_timeframe) {
        problems.add('purchase_timeframe', leadMessages.requiredForPurchase);
      }
      problems.throwIfAny();

      const { branch, routing } = await route(chosen ?? null, input.jobsite_zip, unit ?? null);
      // Rent-only and buy-only fields of the other listing type carry no meaning: not kept.
      const quote: NewQuoteRequest = {
        equipment_id: unit?.id ?? null,
        listing: input.listing,
        start_date: rent ? start : null,
        end_date: rent ? end : null,
        purchase_timeframe: rent ? null : (input.purchase_timeframe ?? null),
        quantity: input.quantity,
        jobsite_zip: input.jobsite_zip,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        notes: input.notes ?? null,
        branch_id: branch?.id ?? null,
        locale: input.locale ?? DEFAULT_LOCALE,
      };
      return db.transaction(async (tx) => {
        if (unit) await holdPublishedUnits(tx, [{ field: 'equipment_id', id: unit.id }]);
        // A rental of a unit with both days: refused when its units are taken on one of them.
        if (rent && unit && start && end)
          await refuseUnfreeDays(tx, [
            {
              field: 'start_date',
              equipment_id: unit.id,
              start_date: start,
              end_date: end,
              quantity: input.quantity,
            },
          ]);
        const receipt = await createLeadRepository(tx).insertQuote(quote, source);
        const context = {
          publicUrl,
          reference: receipt.reference,
          quote,
          unit: unit ?? null,
          branch,
          routing,
        };
        await outbox.enqueue(quoteRequestMail(context), tx);
        await outbox.enqueue(quoteConfirmationMail(context), tx);
        await queueLeadEvent(webhooks, tx, 'lead.created', receipt.reference);
        return receipt;
      });
    },
  };
}

import type { components } from '@liftline/sdk/schema';
import { DEFAULT_LOCALE } from '../i18n/i18n';
import { moreThanFleet } from '../bookings/booking-repository';
import { bookableRange, daysInRange, rangeProblems } from '../bookings/date-range';
import { createBranchRepository, type Branch } from '../branches/branch-repository';
import { PUBLISHED } from '../catalog/equipment-query';
import type { Queryable } from '../db/database';
import { zipCentroid } from '../geo/zip-centroids';
import {
  quoteListConfirmationMail,
  quoteListRequestMail,
  type QuoteListLeadMail,
} from './lead-mails';
import { createLeadRepository, type NewQuoteLine } from './lead-repository';
import { FieldErrors, holdPublishedUnits, utcToday, type LeadDependencies } from './lead-support';
import { estimateRental, lineTotal, type RentalRates } from './rental-estimate';
import { leadMessages } from './lead-messages';
import type { CreditedSource } from './lead-source';
import { fieldMessages } from '../http/error-messages';
import { queueQuoteListEvents } from '../webhooks/change-events';
import { refuseUnfreeDays } from './unfree-days';

type Schemas = components['schemas'];
export type QuoteListInput = Schemas['QuoteListInput'];
export type QuoteListReceipt = Schemas['QuoteListReceipt'];
type QuoteReceiptLine = Schemas['QuoteReceiptLine'];

/** A published unit a line names, with what the lines need of it. */
export interface ListedUnit {
  id: number;
  title: string;
  stock_number: string;
  for_rent: boolean;
  for_sale: boolean;
  fleet: number;
  branch_id: number | null;
  account_id: number | null;
  rates: RentalRates | null;
}

interface UnitRow extends Omit<ListedUnit, 'rates'> {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
}

async function publishedUnits(db: Queryable, ids: number[]): Promise<Map<number, ListedUnit>> {
  const { rows } = await db.query<UnitRow>(
    `select id, title, stock_number, for_rent, for_sale, fleet_quantity as fleet, branch_id,
            account_id, rental_daily::float8 as daily, rental_weekly::float8 as weekly,
            rental_monthly::float8 as monthly
       from products where id = any($1::int[]) and ${PUBLISHED}`,
    [ids],
  );
  return new Map(
    rows.map(({ daily, weekly, monthly, ...unit }) => [
      unit.id,
      {
        ...unit,
        // A rate card is all three rates; anything less is "rates on request" (no estimate).
        rates:
          daily !== null && weekly !== null && monthly !== null ? { daily, weekly, monthly } : null,
      },
    ]),
  );
}

type QuoteListItem = QuoteListInput['items'][number];

/**
 * Rent or buy, whichever name the line used: `listing` (as in the single-unit body), or `mode`,
 * its former name (deprecated, still accepted). Errors are reported under the name sent.
 */
function listingOf(item: QuoteListItem): { listing?: 'rent' | 'buy'; name: 'listing' | 'mode' } {
  const { listing, mode } = item;
  return listing !== undefined ? { listing, name: 'listing' } : { listing: mode, name: 'mode' };
}

/** A line checked and priced: what is stored, and the unit it is about. */
export interface PricedLine extends NewQuoteLine {
  unit: ListedUnit;
}

/**
 * Every rule of the lines (422 on `items.N.<field>`, N counted from 0 as in the body), then each
 * line as stored: buy lines lose their dates, rent lines get the estimate per unit.
 */
export function checkedLines(
  items: QuoteListInput['items'],
  found: ReadonlyMap<number, ListedUnit>,
  today: string,
): PricedLine[] {
  const problems = new FieldErrors();
  items.forEach((item, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const { listing, name } = listingOf(item);
    if (listing === undefined) problems.add(field('listing'), fieldMessages.required);
    else if (item.mode !== undefined && item.mode !== listing) {
      problems.add(field('mode'), leadMessages.modeNotListing);
    }
    const unit = found.get(item.equipment_id);
    if (!unit) problems.add(field('equipment_id'), leadMessages.equipmentNotFound);
    else {
      if (listing === 'rent' && !unit.for_rent) {
        problems.add(field(name), leadMessages.notForRent);
      }
      if (listing === 'buy' && !unit.for_sale) {
        problems.add(field(name), leadMessages.notForSale);
      }
      const tooMany = moreThanFleet(item.quantity, unit.fleet);
      if (tooMany) problems.add(field('quantity'), tooMany);
    }
    if (listing === 'rent') {
      if (!item.start_date) problems.add(field('start_date'), leadMessages.requiredForRental);
      if (!item.end_date) problems.add(field('end_date'), leadMessages.requiredForRental);
      if (item.start_date && item.end_date) {
        const range = rangeProblems(item.start_date, item.end_date, bookableRange(today));
        if (range.start) problems.add(field('start_date'), range.start);
        if (range.end) problems.add(field('end_date'), range.end);
      }
    }
  });
  problems.throwIfAny();

  return items.map((item, index) => {
    const unit = found.get(item.equipment_id)!;
    const mode = listingOf(item).listing!;
    const rent = mode === 'rent';
    const estimate =
      rent && unit.rates
        ? estimateRental(unit.rates, daysInRange(item.start_date!, item.end_date!))
        : null;
    return {
      position: index + 1,
      equipment_id: unit.id,
      equipment_title: unit.title,
      mode,
      quantity: item.quantity,
      // Dates carry no meaning on a buy line: not kept.
      start_date: rent ? item.start_date! : null,
      end_date: rent ? item.end_date! : null,
      estimate,
      estimated_total: estimate && lineTotal(estimate, item.quantity),
      unit,
    };
  });
}

/** The lines going to one lead: one branch, and one account owning their units. */
export interface LeadGroup {
  branch: Branch | null;
  lines: PricedLine[];
}

/**
 * POST /equipment/request-quote with `items`: checks every line, sends each to the branch holding
 * its unit (the branch nearest the jobsite when that one is gone or closed), refuses rent lines
 * whose units are not free on some of their days, makes one lead per branch and owning account,
 * and stores them all, their lines, the branches' e-mails and the
 * customer's one confirmation in one transaction — every line or none.
 */
export function createQuoteLists({
  db,
  outbox,
  webhooks,
  publicUrl,
  today = utcToday,
}: LeadDependencies) {
  const branches = createBranchRepository(db);

  /** Each line's branch: its unit's when active, else the one nearest the jobsite (or none). */
  async function group(lines: PricedLine[], jobsiteZip: string): Promise<LeadGroup[]> {
    const active = new Map<number, Branch | undefined>();
    for (const id of new Set(lines.map((line) => line.unit.branch_id))) {
      if (id !== null) active.set(id, await branches.findActive(id));
    }
    let nearest: Branch | null | undefined;
    const nearJobsite = async () => {
      if (nearest === undefined) {
        const centroid = zipCentroid(jobsiteZip);
        const found = centroid ? await branches.nearest(centroid) : undefined;
        nearest = found ? (({ distance_miles: _distance, ...branch }) => branch)(found) : null;
      }
      return nearest;
    };
    const groups = new Map<string, LeadGroup>();
    for (const line of lines) {
      const held = line.unit.branch_id === null ? undefined : active.get(line.unit.branch_id);
      const branch = held ?? (await nearJobsite());
      const key = `${branch?.id ?? 'none'} ${line.unit.account_id ?? 'none'}`;
      const entry = groups.get(key) ?? { branch, lines: [] };
      entry.lines.push(line);
      groups.set(key, entry);
    }
    // In the order of their first line: the lead of line 1 gives the request its reference.
    return [...groups.values()];
  }

  return {
    /** `source`: the dealer site credited with the request, on every lead it makes (null: none). */
    async submit(
      input: QuoteListInput,
      source: CreditedSource | null = null,
    ): Promise<QuoteListReceipt> {
      const found = await publishedUnits(db, [...new Set(input.items.map((i) => i.equipment_id))]);
      const lines = checkedLines(input.items, found, today());
      const groups = await group(lines, input.jobsite_zip);
      const shared = {
        jobsite_address: input.jobsite_address.trim(),
        jobsite_zip: input.jobsite_zip,
        po_number: input.po_number?.trim() || null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        notes: input.notes ?? null,
        locale: input.locale ?? DEFAULT_LOCALE,
      };

      return db.transaction(async (tx) => {
        await holdPublishedUnits(
          tx,
          lines.map((line) => ({
            field: `items.${line.position - 1}.equipment_id`,
            id: line.equipment_id,
          })),
        );
        // Nothing is stored when a rent line's units are taken on one of its days.
        await refuseUnfreeDays(
          tx,
          lines
            .filter((line) => line.mode === 'rent')
            .map((line) => ({
              field: `items.${line.position - 1}.start_date`,
              equipment_id: line.equipment_id,
              start_date: line.start_date!,
              end_date: line.end_date!,
              quantity: line.quantity,
            })),
        );
        const leads = createLeadRepository(tx);
        const stored: QuoteListLeadMail[] = [];
        let requestReference: string | null = null;
        let first: { id: number; created_at: string } | undefined;
        for (const { branch, lines: groupLines } of groups) {
          const receipt = await leads.insertQuoteListLead(
            {
              ...shared,
              equipment_id: groupLines[0]!.equipment_id,
              branch_id: branch?.id ?? null,
              request_reference: requestReference,
              lines: groupLines.map(({ unit: _unit, ...line }) => line),
            },
            source,
          );
          requestReference = receipt.request_reference;
          first ??= receipt;
          stored.push({ reference: receipt.reference, branch, lines: groupLines });
        }
        const context = { publicUrl, requestReference: requestReference!, request: shared };
        for (const lead of stored) {
          await outbox.enqueue(quoteListRequestMail({ ...context, lead, leads: stored }), tx);
        }
        await outbox.enqueue(quoteListConfirmationMail({ ...context, leads: stored }), tx);
        await queueQuoteListEvents(
          webhooks,
          tx,
          requestReference!,
          stored.map((lead) => lead.reference),
        );

        const receiptLines = new Map<number, QuoteReceiptLine>();
        for (const lead of stored) {
          for (const { unit, ...line } of lead.lines) {
            receiptLines.set(line.position, {
              position: line.position,
              equipment: { id: unit.id, title: line.equipment_title },
              mode: line.mode,
              quantity: line.quantity,
              start_date: line.start_date,
              end_date: line.end_date,
              estimate: line.estimate,
              estimated_total: line.estimated_total,
              lead_reference: lead.reference,
              branch: lead.branch && { id: lead.branch.id, name: lead.branch.name },
            });
          }
        }
        return {
          id: first!.id,
          reference: requestReference!,
          status: 'received',
          created_at: first!.created_at,
          lines: lines.map((line) => receiptLines.get(line.position)!),
        };
      });
    },
  };
}

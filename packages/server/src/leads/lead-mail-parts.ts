import type { Branch } from '../branches/branch-repository';
import type { EquipmentSummary } from '../catalog/equipment-repository';
import type { MailLanguage } from '../mail/mail-language';
import type { MailLink } from '../mail/outbox';
import { leadMailMessages as m } from './lead-mail-messages';
import type { NewQuoteLine, NewQuoteRequest } from './lead-repository';
import type { RentalEstimate } from './rental-estimate';

/**
 * The parts the lead mails share, written in the mail's language: the unit, the branch to reach,
 * the details of a request, the lines of a quote list with their estimates.
 */

/** The storefront's page of a unit, in the mail's language. */
export const equipmentUrl = (l: MailLanguage, id: number) => l.url(`/equipment/${id}`);

export function equipmentLines(l: MailLanguage, unit: EquipmentSummary | null): string[] {
  if (!unit) return [l.t(m.generalRequest)];
  return [
    l.t(m.equipment, { title: unit.title, stockNumber: unit.stock_number }),
    `  ${equipmentUrl(l, unit.id)}`,
  ];
}

export const equipmentLinks = (l: MailLanguage, unit: EquipmentSummary | null): MailLink[] =>
  unit ? [{ label: l.t(m.viewEquipment), url: equipmentUrl(l, unit.id) }] : [];

/** Who answers: the branch's address and contacts after `intro`, or the sales team. */
export function branchContactLines(
  l: MailLanguage,
  branch: Branch | null,
  intro = branch ? l.t(m.handledBy, { branch: branch.name }) : '',
): string[] {
  if (!branch) return [l.t(m.salesTeam)];
  return [
    intro,
    `  ${branch.address_line1}, ${branch.city}, ${branch.state} ${branch.zip_code}`,
    ...(branch.phone_number ? [`  ${l.t(m.phone, { phone: branch.phone_number })}`] : []),
    ...(branch.email ? [`  ${l.t(m.email, { email: branch.email })}`] : []),
  ];
}

/** What a single-unit request asks for: listing, period or timeframe, quantity, jobsite. */
export function quoteRequestLines(l: MailLanguage, quote: NewQuoteRequest): string[] {
  const lines = [l.t(m.listing, { listing: quote.listing })];
  if (quote.listing === 'rent') {
    const start = quote.start_date ? l.date(quote.start_date) : '?';
    lines.push(
      quote.end_date
        ? l.t(m.rentalPeriod, { start, end: l.date(quote.end_date) })
        : l.t(m.rentalPeriodOpen, { start }),
    );
  } else if (quote.purchase_timeframe) {
    // ICU select keys are words: `within-30-days` is `within30days`.
    lines.push(l.t(m.timeframe, { timeframe: quote.purchase_timeframe.replace(/-/g, '') }));
  }
  lines.push(
    l.t(m.quantity, { quantity: quote.quantity }),
    l.t(m.jobsiteZip, { zip: quote.jobsite_zip }),
  );
  return lines;
}

/** The customer as they wrote themselves on the form. */
export function customerLines(
  l: MailLanguage,
  customer: { name: string; company: string | null; email: string; phone: string },
): string[] {
  return [
    l.t(m.name, { name: customer.name }),
    ...(customer.company ? [l.t(m.company, { company: customer.company })] : []),
    l.t(m.email, { email: customer.email }),
    l.t(m.phone, { phone: customer.phone }),
  ];
}

/** The customer's notes, or "(none)". */
export const notesText = (l: MailLanguage, notes: string | null) =>
  notes?.trim() ? notes : l.t(m.none);

/** "1 × week $1,150 + 3 × day $210" (the SDK's `describeEstimate`, in the mail's language). */
export const estimateBreakdown = (l: MailLanguage, estimate: RentalEstimate) =>
  estimate.periods
    .map((period) =>
      l.t(m.estimatePeriod, {
        count: period.count,
        period: period.period,
        rate: l.money(period.rate),
      }),
    )
    .join(' + ');

export type QuoteListLine = NewQuoteLine & { unit: { id: number; stock_number: string } };

/** A line as both sides read it: the unit, what is wanted, the estimate the customer saw. */
export function quoteLineText(l: MailLanguage, line: QuoteListLine): string[] {
  const units = { quantity: line.quantity };
  const period =
    line.mode === 'rent'
      ? { ...units, start: l.date(line.start_date ?? ''), end: l.date(line.end_date ?? '') }
      : units;
  const what =
    line.mode !== 'rent'
      ? l.t(m.lineBuy, units)
      : line.estimate
        ? l.t(m.lineRent, { ...period, days: line.estimate.days })
        : l.t(m.lineRentNoDays, period);
  const lines = [
    l.t(m.line, {
      position: line.position,
      title: line.equipment_title,
      stockNumber: line.unit.stock_number,
    }),
    `   ${what}`,
  ];
  if (line.mode === 'rent') {
    const estimate =
      line.estimate && line.estimated_total !== null
        ? l.t(line.quantity > 1 ? m.estimateForAll : m.estimate, {
            total: l.money(line.estimate.total),
            grandTotal: l.money(line.estimated_total),
            quantity: line.quantity,
            breakdown: estimateBreakdown(l, line.estimate),
          })
        : l.t(m.estimateOnRequest);
    lines.push(`   ${estimate}`);
  }
  lines.push(`   ${equipmentUrl(l, line.unit.id)}`);
  return lines;
}

/** Links to every line's unit, in the customer's order. */
export const lineLinks = (l: MailLanguage, lines: QuoteListLine[]): MailLink[] =>
  [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      label: l.t(m.lineLink, { position: line.position, title: line.equipment_title }),
      url: equipmentUrl(l, line.unit.id),
    }));

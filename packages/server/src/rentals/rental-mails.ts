import { enumLabels, enumLabelsEs } from '../api/enum-labels';
import { mailLanguage } from '../mail/mail-language';
import { commonMailMessages } from '../mail/mail-messages';
import type { OutgoingMail } from '../mail/outbox';
import { rentalMailMessages as m } from './rental-mail-messages';
import type { RentalRequest, RentalRow } from './rental-repository';

/** Customer text goes into headers only on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The request's state as the customer's mail says it (one sentence per kind and status). */
function sentence(request: RentalRequest, rental: RentalRow, l: ReturnType<typeof mailLanguage>) {
  const values = {
    unit: rental.equipment_title,
    endDate: l.date(request.kind === 'extension' ? request.end_date! : rental.end_date),
    pickupDate: request.pickup_date ? l.date(request.pickup_date) : '',
    number: request.number ?? '',
    reason: request.reason ?? '',
  };
  const key = `${request.kind}:${request.status}`;
  const message = {
    'extension:pending': m.extensionReceived,
    'extension:approved': m.extensionApproved,
    'extension:refused': m.extensionRefused,
    'off_rent:pending': m.offRentReceived,
    'off_rent:confirmed': m.offRentConfirmed,
    'off_rent:refused': m.offRentRefused,
    'off_rent:returned': m.returned,
    'service:open': m.serviceReceived,
    'service:scheduled': m.serviceScheduled,
    'service:resolved': m.serviceResolved,
  }[key];
  return l.t(message!, values);
}

type Status = RentalRequest['status'];
const labels = new Map<string, Record<Status, string>>();
/** The contract's labels of a request's status, in the mail's language (read once). */
function statusLabels(locale: 'en' | 'es'): Record<Status, string> {
  let found = labels.get(locale);
  if (!found) {
    found =
      locale === 'es'
        ? enumLabelsEs<Status>('RentalRequestStatus')
        : enumLabels<Status>('RentalRequestStatus');
    labels.set(locale, found);
  }
  return found;
}

/** To the customer, in the lead's language: what became of their request. */
export function rentalRequestMail(
  request: RentalRequest,
  rental: RentalRow,
  publicUrl: string,
): OutgoingMail {
  const l = mailLanguage(rental.locale, publicUrl);
  const what = statusLabels(rental.locale)[request.status];
  const url = l.url('/authorized/user/rentals');
  return {
    kind: 'rental-request',
    to: rental.email,
    subject: oneLine(
      l.t(m.subject, { unit: rental.equipment_title, reference: rental.lead_reference, what }),
    ),
    text: [
      l.t(commonMailMessages.greeting, { name: rental.customer_name }),
      '',
      sentence(request, rental, l),
      '',
      l.t(m.openRentals),
      url,
    ].join('\n'),
    links: [{ label: l.t(m.openRentals), url }],
  };
}

/**
 * The sentences of the customer's lead mails (quote and contact confirmations, status changes)
 * and the parts the branch's mails share with them. One message per line or sentence; values
 * by ICU placeholders.
 */
export const leadMailMessages = {
  generalRequest: /*i18n*/ {
    id: 'mail.lead.generalRequest',
    message: 'Equipment: general request (no specific unit)',
  },
  equipment: /*i18n*/ {
    id: 'mail.lead.equipment',
    message: 'Equipment: {title} (stock number {stockNumber})',
  },
  viewEquipment: /*i18n*/ { id: 'mail.lead.viewEquipment', message: 'View equipment' },
  handledBy: /*i18n*/ {
    id: 'mail.lead.handledBy',
    message: 'Your request is handled by our {branch} branch:',
  },
  reachBranch: /*i18n*/ {
    id: 'mail.lead.reachBranch',
    message: 'You can also reach the branch directly:',
  },
  salesTeam: /*i18n*/ {
    id: 'mail.lead.salesTeam',
    message: 'Our sales team will contact you shortly.',
  },
  phone: /*i18n*/ { id: 'mail.field.phone', message: 'Phone: {phone}' },
  email: /*i18n*/ { id: 'mail.field.email', message: 'E-mail: {email}' },
  name: /*i18n*/ { id: 'mail.field.name', message: 'Name: {name}' },
  company: /*i18n*/ { id: 'mail.field.company', message: 'Company: {company}' },
  from: /*i18n*/ { id: 'mail.field.from', message: 'From: {name} <{email}>' },
  subject: /*i18n*/ { id: 'mail.field.subject', message: 'Subject: {subject}' },
  listing: /*i18n*/ {
    id: 'mail.lead.listing',
    message: '{listing, select, rent {Listing: Rent} other {Listing: Buy}}',
  },
  rentalPeriod: /*i18n*/ {
    id: 'mail.lead.rentalPeriod',
    message: 'Rental period: {start} to {end}',
  },
  rentalPeriodOpen: /*i18n*/ {
    id: 'mail.lead.rentalPeriodOpen',
    message: 'Rental period: {start} to (open end)',
  },
  timeframe: /*i18n*/ {
    id: 'mail.lead.timeframe',
    message:
      '{timeframe, select, immediately {Purchase timeframe: Immediately} within30days {Purchase timeframe: Within 30 days} within90days {Purchase timeframe: Within 90 days} other {Purchase timeframe: Just researching}}',
  },
  quantity: /*i18n*/ { id: 'mail.lead.quantity', message: 'Quantity: {quantity}' },
  jobsiteZip: /*i18n*/ { id: 'mail.lead.jobsiteZip', message: 'Jobsite zip code: {zip}' },
  yourRequest: /*i18n*/ { id: 'mail.lead.yourRequest', message: 'Your request:' },
  yourDetails: /*i18n*/ { id: 'mail.lead.yourDetails', message: 'Your details:' },
  yourNotes: /*i18n*/ { id: 'mail.lead.yourNotes', message: 'Your notes:' },
  yourMessage: /*i18n*/ { id: 'mail.lead.yourMessage', message: 'Your message:' },
  none: /*i18n*/ { id: 'mail.lead.none', message: '(none)' },
  quoteSubject: /*i18n*/ {
    id: 'mail.quote.subject',
    message: 'We received your quote request {reference}',
  },
  quoteThanks: /*i18n*/ {
    id: 'mail.quote.thanks',
    message:
      'Thank you for your quote request. Your reference is {reference}; please mention it when you contact us.',
  },
  line: /*i18n*/ {
    id: 'mail.quote.line',
    message: '{position}. {title} (stock number {stockNumber})',
  },
  lineRent: /*i18n*/ {
    id: 'mail.quote.lineRent',
    message:
      'Rent {quantity, plural, one {# unit} other {# units}}, {start} to {end} ({days, plural, one {# day} other {# days}})',
  },
  lineRentNoDays: /*i18n*/ {
    id: 'mail.quote.lineRentNoDays',
    message: 'Rent {quantity, plural, one {# unit} other {# units}}, {start} to {end}',
  },
  lineBuy: /*i18n*/ {
    id: 'mail.quote.lineBuy',
    message: 'Buy {quantity, plural, one {# unit} other {# units}}',
  },
  estimate: /*i18n*/ {
    id: 'mail.quote.estimate',
    message: 'Estimate: {total} per unit ({breakdown})',
  },
  estimateForAll: /*i18n*/ {
    id: 'mail.quote.estimateForAll',
    message: 'Estimate: {total} per unit, {grandTotal} for {quantity} ({breakdown})',
  },
  estimateOnRequest: /*i18n*/ {
    id: 'mail.quote.estimateOnRequest',
    message: 'Estimate: rates on request',
  },
  estimatePeriod: /*i18n*/ {
    id: 'mail.quote.estimatePeriod',
    message: '{count} × {period, select, four_weeks {4 weeks} week {week} other {day}} {rate}',
  },
  estimateNote: /*i18n*/ {
    id: 'mail.quote.estimateNote',
    message: 'Estimates are before tax, delivery and damage waiver.',
  },
  jobsite: /*i18n*/ { id: 'mail.quote.jobsite', message: 'Jobsite: {address}, {zip}' },
  poNumber: /*i18n*/ { id: 'mail.quote.poNumber', message: 'PO number: {poNumber}' },
  leadLines: /*i18n*/ {
    id: 'mail.quote.leadLines',
    message: '{count, plural, one {Line {positions}} other {Lines {positions}}} ({reference}):',
  },
  lineLink: /*i18n*/ { id: 'mail.quote.lineLink', message: 'Line {position}: {title}' },
  contactSubject: /*i18n*/ {
    id: 'mail.contact.subject',
    message: 'We received your message {reference}',
  },
  contactThanks: /*i18n*/ {
    id: 'mail.contact.thanks',
    message: 'Thank you for contacting our {branch} branch. Your reference is {reference}.',
  },
  statusSubject: /*i18n*/ {
    id: 'mail.status.subject',
    message:
      '{type, select, quote {Your quote request {reference}: {status}} other {Your message {reference}: {status}}}',
  },
  statusNow: /*i18n*/ {
    id: 'mail.status.now',
    message:
      '{type, select, quote {The status of your quote request {reference} is now: {status}.} other {The status of your message {reference} is now: {status}.}}',
  },
  statusQuoted: /*i18n*/ {
    id: 'mail.status.quoted',
    message: 'We have prepared a quote for you. If it has not reached you yet, it will shortly.',
  },
  statusWon: /*i18n*/ {
    id: 'mail.status.won',
    message:
      'Thank you for your order: we have recorded it and will be in touch about the next steps.',
  },
  statusLost: /*i18n*/ {
    id: 'mail.status.lost',
    message:
      'We have closed this request. If you still need equipment, just send us a new request.',
  },
  mentionReference: /*i18n*/ {
    id: 'mail.status.mentionReference',
    message: 'Please mention the reference when you contact us.',
  },
};

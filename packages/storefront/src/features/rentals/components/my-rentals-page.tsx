import { Trans, useLingui } from '@lingui/react';
import { enumLabels } from '@liftline/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { formatDay, formatDayRange } from '@/utils/format';
import { translate } from '@/utils/translate';
import { rentalActions } from '../rental-actions';
import { useUserRentals, type Rental, type RentalRequest, type RentalStatus } from '../rentals-api';
import { CallOffForm, ExtendForm, ServiceForm } from './rental-forms';
import styles from './rentals.module.scss';

const messages = {
  what: /*i18n*/ { id: 'rentals.what', message: 'your rentals' },
  loading: /*i18n*/ { id: 'rentals.loading', message: 'Loading your rentals…' },
  list: /*i18n*/ { id: 'rentals.list', message: 'Your rentals' },
  count: /*i18n*/ {
    id: 'rentals.count',
    message: '{count, plural, one {{count} rental} other {{count} rentals}}',
  },
  branch: /*i18n*/ { id: 'rentals.branch', message: 'Branch' },
  days: /*i18n*/ { id: 'rentals.days', message: 'Days' },
  jobsite: /*i18n*/ { id: 'rentals.jobsite', message: 'Jobsite' },
  po: /*i18n*/ { id: 'rentals.po', message: 'PO number' },
  request: /*i18n*/ { id: 'rentals.request', message: 'Request' },
  units: /*i18n*/ { id: 'rentals.units', message: 'Units' },
  none: /*i18n*/ { id: 'rentals.none', message: '—' },
  agreement: /*i18n*/ { id: 'rentals.agreement', message: 'Rental agreement (PDF)' },
  requests: /*i18n*/ { id: 'rentals.requests', message: 'Requests about {unit}' },
  extend: /*i18n*/ { id: 'rentals.action.extend', message: 'Keep it longer' },
  callOff: /*i18n*/ { id: 'rentals.action.callOff', message: 'Call it off' },
  report: /*i18n*/ { id: 'rentals.action.report', message: 'Report a problem' },
  actions: /*i18n*/ { id: 'rentals.actions', message: 'What to do with {unit}' },
  extendTitle: /*i18n*/ { id: 'rentals.extend.title', message: 'Keep {unit} longer' },
  callOffTitle: /*i18n*/ { id: 'rentals.offRent.title', message: 'Call off {unit}' },
  reportTitle: /*i18n*/ { id: 'rentals.service.title', message: 'Report a problem with {unit}' },
  extended: /*i18n*/ {
    id: 'rentals.extend.done',
    message: 'You asked to keep {unit} until {day}. The branch answers by e-mail.',
  },
  calledOff: /*i18n*/ {
    id: 'rentals.offRent.done',
    message:
      'Call-off {number} sent: pickup of {unit} on {day}. The branch confirms the day by e-mail.',
  },
  reported: /*i18n*/ {
    id: 'rentals.service.done',
    message: 'The branch has your report about {unit} and will get in touch.',
  },
  untilDay: /*i18n*/ { id: 'rentals.request.until', message: 'Until {day}' },
  pickupOn: /*i18n*/ { id: 'rentals.request.pickup', message: 'Pickup on {day}' },
  visitOn: /*i18n*/ { id: 'rentals.request.visit', message: 'Visit on {day}' },
  reason: /*i18n*/ { id: 'rentals.request.reason', message: 'The branch’s reason: {reason}' },
  photo: /*i18n*/ { id: 'rentals.request.photo', message: 'Photo you sent' },
  sentOn: /*i18n*/ { id: 'rentals.request.sent', message: 'Sent {day}' },
};

const STATUS_TONES: Readonly<Record<RentalStatus, BadgeTone>> = {
  upcoming: 'info',
  on_rent: 'success',
  off_rent_requested: 'warning',
  returned: 'neutral',
};

const REQUEST_TONES: Readonly<Record<RentalRequest['status'], BadgeTone>> = {
  pending: 'warning',
  open: 'warning',
  approved: 'success',
  resolved: 'success',
  confirmed: 'info',
  scheduled: 'info',
  refused: 'danger',
  returned: 'neutral',
};

type DialogKind = 'extend' | 'callOff' | 'report';

function RequestItem({ request }: { request: RentalRequest }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const labels = enumLabels(locale);
  const day = (iso: string) => formatDay(iso, tag);
  // The day the request is about: the new last day, the pickup, the service visit.
  const when =
    request.kind === 'extension' && request.end_date
      ? translate(i18n, messages.untilDay, { day: day(request.end_date) })
      : request.kind === 'off_rent' && request.pickup_date
        ? translate(i18n, messages.pickupOn, { day: day(request.pickup_date) })
        : request.kind === 'service' && request.pickup_date
          ? translate(i18n, messages.visitOn, { day: day(request.pickup_date) })
          : null;
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <span className={styles.requestKind}>
          {labels.RENTAL_REQUEST_KIND[request.kind]}
          {request.number ? ` ${request.number}` : ''}
        </span>
        <Badge tone={REQUEST_TONES[request.status]}>
          {labels.RENTAL_REQUEST_STATUS[request.status]}
        </Badge>
      </div>
      <p className={styles.requestMeta}>
        {when ? (
          <>
            {when}
            {' · '}
          </>
        ) : null}
        {translate(i18n, messages.sentOn, { day: day(request.created_at.slice(0, 10)) })}
      </p>
      {request.description ? <p className={styles.requestText}>{request.description}</p> : null}
      {request.photo_url ? (
        <a href={request.photo_url} target="_blank" rel="noreferrer">
          {i18n._(messages.photo)}
        </a>
      ) : null}
      {request.status === 'refused' && request.reason ? (
        <p className={styles.requestText}>
          {translate(i18n, messages.reason, { reason: request.reason })}
        </p>
      ) : null}
    </li>
  );
}

function RentalCard({
  rental,
  onAction,
}: {
  rental: Rental;
  onAction: (kind: DialogKind, rental: Rental) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const headingId = useId();
  const actions = rentalActions(rental);
  const unit = rental.equipment.title;
  const fact = (label: string, value: string | null) => (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value || i18n._(messages.none)}</dd>
    </div>
  );
  return (
    <li>
      <article className={styles.rental} aria-labelledby={headingId}>
        <div className={styles.rentalHead}>
          <h2 id={headingId} className={styles.unit}>
            <PrefetchLink href={paths.equipmentDetail.getHref(rental.equipment.id)}>
              {unit}
            </PrefetchLink>
          </h2>
          <Badge tone={STATUS_TONES[rental.status]}>
            {enumLabels(locale).RENTAL_STATUS[rental.status]}
          </Badge>
        </div>
        <dl className={styles.facts}>
          {fact(i18n._(messages.days), formatDayRange(rental.start_date, rental.end_date, tag))}
          {fact(i18n._(messages.branch), rental.branch?.name ?? null)}
          {fact(i18n._(messages.jobsite), rental.jobsite)}
          {fact(i18n._(messages.po), rental.po_number)}
          {fact(i18n._(messages.request), rental.lead_reference)}
          {rental.quantity > 1 ? fact(i18n._(messages.units), String(rental.quantity)) : null}
        </dl>
        {rental.agreement_url ? (
          <p className={styles.agreement}>
            <a href={rental.agreement_url} target="_blank" rel="noreferrer">
              {i18n._(messages.agreement)}
            </a>
          </p>
        ) : null}
        {rental.requests.length > 0 ? (
          <ul className={styles.requests} aria-label={translate(i18n, messages.requests, { unit })}>
            {rental.requests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        ) : null}
        {actions.extend || actions.callOff || actions.report ? (
          <div
            className={styles.actions}
            role="group"
            aria-label={translate(i18n, messages.actions, { unit })}
          >
            {actions.extend ? (
              <button
                type="button"
                className={buttonClass('primary', styles.action)}
                onClick={() => onAction('extend', rental)}
              >
                {i18n._(messages.extend)}
              </button>
            ) : null}
            {actions.callOff ? (
              <button
                type="button"
                className={buttonClass('outline', styles.action)}
                onClick={() => onAction('callOff', rental)}
              >
                {i18n._(messages.callOff)}
              </button>
            ) : null}
            {actions.report ? (
              <button
                type="button"
                className={buttonClass('outline', styles.action)}
                onClick={() => onAction('report', rental)}
              >
                {i18n._(messages.report)}
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * My rentals: the rentals of the customer's won quote lists and signed quotes (by their verified
 * e-mail address), with their requests, and what they may ask next — keep it longer, call it off,
 * report a problem — each in a dialog. What was sent is said in the page's live region.
 */
export function MyRentalsPage() {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rentals = useUserRentals();
  const [open, setOpen] = useState<{ kind: DialogKind; rental: Rental } | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const close = () => setOpen(null);
  // Once the dialog has closed (its effect gives focus back to the button that opened it): when
  // the answer took that button away (an extension now waiting, a rental called off), the focus
  // goes to what was said instead of the page's start.
  const answered = useRef(false);
  useEffect(() => {
    if (open || !answered.current) return;
    answered.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) statusRef.current?.focus();
  }, [open]);
  const unit = open?.rental.equipment.title ?? '';
  const done = (request: RentalRequest) => {
    const day = (iso: string | null) => (iso ? formatDay(iso, tag) : '');
    const what = request.rental.equipment.title;
    setStatus(
      request.kind === 'extension'
        ? translate(i18n, messages.extended, { unit: what, day: day(request.end_date) })
        : request.kind === 'off_rent'
          ? translate(i18n, messages.calledOff, {
              number: request.number ?? '',
              unit: what,
              day: day(request.pickup_date),
            })
          : translate(i18n, messages.reported, { unit: what }),
    );
    answered.current = true;
    close();
  };
  return (
    <div className={styles.page}>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      <QueryView
        query={rentals}
        what={i18n._(messages.what)}
        loading={<p role="status">{i18n._(messages.loading)}</p>}
      >
        {(data) =>
          data.items.length === 0 ? (
            <div className={styles.empty}>
              <p>
                <Trans
                  id="rentals.empty"
                  message="No rentals yet. Once a branch books a quote you sent with this e-mail address, the rental shows here: extend it, call it off or report a problem without calling. <0>Browse the equipment</0>"
                  components={{ 0: <PrefetchLink href={paths.equipment.getHref()} /> }}
                />
              </p>
            </div>
          ) : (
            <>
              <p className={styles.muted}>
                {translate(i18n, messages.count, { count: data.items.length })}
              </p>
              <ul className={styles.rentals} aria-label={i18n._(messages.list)}>
                {data.items.map((rental) => (
                  <RentalCard
                    key={rental.id}
                    rental={rental}
                    onAction={(kind, chosen) => {
                      setStatus('');
                      setOpen({ kind, rental: chosen });
                    }}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
      <Dialog
        open={open !== null}
        onClose={close}
        title={
          open
            ? translate(
                i18n,
                open.kind === 'extend'
                  ? messages.extendTitle
                  : open.kind === 'callOff'
                    ? messages.callOffTitle
                    : messages.reportTitle,
                { unit },
              )
            : ''
        }
      >
        {open?.kind === 'extend' ? <ExtendForm rental={open.rental} onDone={done} /> : null}
        {open?.kind === 'callOff' ? <CallOffForm rental={open.rental} onDone={done} /> : null}
        {open?.kind === 'report' ? <ServiceForm rental={open.rental} onDone={done} /> : null}
      </Dialog>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react';
import { can, formatDateRange, unwrap, type ApiClient } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { useApi, useApiClient } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';
import { formatDay } from '@/utils/format';
import { translate } from '@/utils/translate';
import { BOOKING_QUERIES, useBookings, type Booking } from '../bookings-api';
import { bookingsHref, parseBookingsUrl, type BookingsUrlState } from '../bookings-url';
import { HoldForm } from './hold-form';
import styles from './bookings.module.scss';

const messages = {
  hold: /*i18n*/ { id: 'bookings.row.hold', message: 'Hold' },
  won: /*i18n*/ { id: 'bookings.row.won', message: 'Won quote' },
  caption: /*i18n*/ { id: 'bookings.table.caption', message: 'Bookings, by first day' },
  unit: /*i18n*/ { id: 'bookings.table.unit', message: 'Unit' },
  dayColumn: /*i18n*/ { id: 'bookings.table.days', message: 'Days' },
  units: /*i18n*/ { id: 'bookings.hold.units', message: 'Units' },
  why: /*i18n*/ { id: 'bookings.table.why', message: 'Why' },
  by: /*i18n*/ { id: 'bookings.table.by', message: 'By' },
  actions: /*i18n*/ { id: 'bookings.table.actions', message: 'Actions' },
  unitNumber: /*i18n*/ { id: 'bookings.unitNumber', message: 'unit {id}' },
  openUnit: /*i18n*/ {
    id: 'bookings.openUnit',
    message: 'Open a unit to see its bookings alone.',
  },
  openUnitToHold: /*i18n*/ {
    id: 'bookings.openUnitToHold',
    message: 'Open a unit to see its bookings alone and to hold some of its units.',
  },
  holdTitle: /*i18n*/ { id: 'bookings.hold.submit', message: 'Hold units' },
  held: /*i18n*/ {
    id: 'bookings.held',
    message:
      '{count, plural, one {Held {count} unit from {from} to {to}.} other {Held {count} units from {from} to {to}.}}',
  },
  what: /*i18n*/ { id: 'bookings.what', message: 'the bookings' },
  loading: /*i18n*/ { id: 'bookings.loading', message: 'Loading the bookings…' },
  noneForUnit: /*i18n*/ {
    id: 'bookings.noneForUnit',
    message: 'Nothing books this unit from today on: every unit of its fleet is free.',
  },
  none: /*i18n*/ {
    id: 'bookings.none',
    message: 'Nothing is booked from today on. Won quotes and holds show here.',
  },
  count: /*i18n*/ {
    id: 'bookings.count',
    message: '{count, plural, one {{count} booking} other {{count} bookings}}',
  },
  pages: /*i18n*/ { id: 'bookings.pages', message: 'Booking pages' },
  releaseTitle: /*i18n*/ { id: 'bookings.release.title', message: 'Release this hold?' },
  releaseText: /*i18n*/ {
    id: 'bookings.release.text',
    message:
      '{count, plural, one {{count} unit of {unit} becomes free again from {from} to {to}.} other {{count} units of {unit} become free again from {from} to {to}.}}',
  },
  releaseLabel: /*i18n*/ { id: 'bookings.release.label', message: 'Release hold' },
  released: /*i18n*/ { id: 'bookings.release.done', message: 'Released the hold of {unit}.' },
};

function releaseHold(client: ApiClient, accountId: number, booking: Booking) {
  return unwrap(
    client.DELETE('/account/{id}/bookings/{bookingId}', {
      params: { path: { id: accountId, bookingId: booking.id } },
    }),
  );
}

function BookingRow({
  booking,
  url,
  onRelease,
}: {
  booking: Booking;
  url: BookingsUrlState;
  onRelease: ((booking: Booking) => void) | null;
}) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  return (
    <tr>
      <td>
        {url.unit ? (
          booking.equipment.title
        ) : (
          <Link href={rootHref(bookingsHref({ unit: booking.equipment.id }))}>
            {booking.equipment.title}
          </Link>
        )}
      </td>
      <td className={styles.nowrap}>
        {formatDateRange(booking.start_date, booking.end_date, tag)}
      </td>
      <td>{booking.quantity}</td>
      <td>
        {booking.source === 'hold' ? (
          <>
            <Badge tone="warning">{i18n._(messages.hold)}</Badge>
            {booking.note ? <span className={styles.sub}>{booking.note}</span> : null}
          </>
        ) : (
          <>
            <Badge tone="success">{i18n._(messages.won)}</Badge>{' '}
            {booking.lead_reference ? (
              <PrefetchLink href={paths.lead.getHref(booking.lead_reference)}>
                {booking.lead_reference}
              </PrefetchLink>
            ) : null}
          </>
        )}
      </td>
      <td>{booking.created_by?.name ?? '—'}</td>
      <td>
        {booking.source === 'hold' && onRelease ? (
          <button
            type="button"
            className={buttonClass('outline', styles.release)}
            onClick={() => onRelease(booking)}
          >
            <Trans
              id="bookings.row.release"
              message="Release <0>the hold of {unit}</0>"
              values={{ unit: booking.equipment.title }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function BookingsTable({
  bookings,
  url,
  onRelease,
}: {
  bookings: readonly Booking[];
  url: BookingsUrlState;
  onRelease: ((booking: Booking) => void) | null;
}) {
  const { i18n } = useLingui();
  return (
    <DataTable placement="page" caption={i18n._(messages.caption)}>
      <thead>
        <tr>
          <th scope="col">{i18n._(messages.unit)}</th>
          <th scope="col">{i18n._(messages.dayColumn)}</th>
          <th scope="col">{i18n._(messages.units)}</th>
          <th scope="col">{i18n._(messages.why)}</th>
          <th scope="col">{i18n._(messages.by)}</th>
          <th scope="col" data-label="">
            <span className="visually-hidden">{i18n._(messages.actions)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} url={url} onRelease={onRelease} />
        ))}
      </tbody>
    </DataTable>
  );
}

/** The unit's name for the hold form: from its bookings, else its public page, else its number. */
function useUnitName(unit: number | null, bookings: readonly Booking[] | undefined) {
  const { i18n } = useLingui();
  const fromBookings = bookings?.find((booking) => booking.equipment.id === unit)?.equipment.title;
  const published = useApi().useQuery(
    'get',
    '/equipment/{id}',
    { params: { path: { id: unit ?? 0 } } },
    { enabled: unit !== null && !fromBookings, retry: false },
  );
  return (
    fromBookings ??
    published.data?.title ??
    translate(i18n, messages.unitNumber, { id: unit ?? '' })
  );
}

/**
 * The bookings of the account's units that have not ended: staff holds and won quotes, by first
 * day, all units or one (`?unit=`). Staff who manage leads hold units of one unit for some days
 * and release holds; a won quote's booking ends with the lead, not here.
 */
export function BookingsPage() {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const day = (iso: string) => formatDay(iso, tag);
  const url = parseBookingsUrl(useSearch());
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const manages = can(user, 'leads.manage');
  const bookings = useBookings(accountId, url.unit, url.page);
  const unitName = useUnitName(url.unit, bookings.data?.items);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [releasing, setReleasing] = useState<Booking | null>(null);
  const [status, setStatus] = useState('');
  const holdHeading = useId();

  const invalidate = () =>
    Promise.all(BOOKING_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return (
    <div className={styles.page}>
      {url.unit ? (
        <p className={styles.scope}>
          <Trans
            id="bookings.scope"
            message="Showing the bookings of <0>{unit}</0>. <1>Show every unit</1>"
            values={{ unit: unitName }}
            components={{ 0: <strong />, 1: <Link href={rootHref(bookingsHref())} /> }}
          />
        </p>
      ) : (
        <p className={styles.muted}>
          {i18n._(manages ? messages.openUnitToHold : messages.openUnit)}
        </p>
      )}
      {url.unit && manages ? (
        <section aria-labelledby={holdHeading} className={styles.panel}>
          <h2 id={holdHeading} className={styles.heading}>
            {i18n._(messages.holdTitle)}
          </h2>
          <HoldForm
            accountId={accountId}
            unitId={url.unit}
            unitName={unitName}
            onHeld={(hold) =>
              setStatus(
                translate(i18n, messages.held, {
                  count: hold.quantity,
                  from: day(hold.start_date),
                  to: day(hold.end_date),
                }),
              )
            }
          />
        </section>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <QueryView
        query={bookings}
        what={i18n._(messages.what)}
        loading={<p role="status">{i18n._(messages.loading)}</p>}
      >
        {(page) =>
          page.meta.total === 0 ? (
            <p className={styles.muted}>
              {i18n._(url.unit ? messages.noneForUnit : messages.none)}
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                {translate(i18n, messages.count, { count: page.meta.total })}
              </p>
              <BookingsTable
                bookings={page.items}
                url={url}
                onRelease={manages ? setReleasing : null}
              />
              <Pagination
                page={url.page}
                totalPages={page.meta.total_pages}
                hrefFor={(next) => bookingsHref({ ...url, page: next })}
                label={i18n._(messages.pages)}
              />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={releasing !== null}
        title={i18n._(messages.releaseTitle)}
        message={
          releasing
            ? translate(i18n, messages.releaseText, {
                count: releasing.quantity,
                unit: releasing.equipment.title,
                from: day(releasing.start_date),
                to: day(releasing.end_date),
              })
            : ''
        }
        confirmLabel={i18n._(messages.releaseLabel)}
        onConfirm={async () => {
          const held = releasing!;
          await releaseHold(client, accountId, held);
          setStatus(translate(i18n, messages.released, { unit: held.equipment.title }));
          await invalidate();
        }}
        onClose={() => setReleasing(null)}
      />
    </div>
  );
}

import { can, unwrap, type ApiClient } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScrollTable } from '@/components/ui/table/scroll-table';
import { paths } from '@/config/paths';
import { useApi, useApiClient } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';
import { formatDay } from '@/utils/format';
import { BOOKING_QUERIES, useBookings, type Booking } from '../bookings-api';
import { bookingsHref, parseBookingsUrl, type BookingsUrlState } from '../bookings-url';
import { HoldForm } from './hold-form';
import styles from './bookings.module.scss';

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
  return (
    <tr>
      <td>
        {url.unit ? (
          booking.equipment.title
        ) : (
          <Link href={`~${bookingsHref({ unit: booking.equipment.id })}`}>
            {booking.equipment.title}
          </Link>
        )}
      </td>
      <td className={styles.nowrap}>
        {formatDay(booking.start_date)} – {formatDay(booking.end_date)}
      </td>
      <td>{booking.quantity}</td>
      <td>
        {booking.source === 'hold' ? (
          <>
            <Badge tone="warning">Hold</Badge>
            {booking.note ? <span className={styles.sub}>{booking.note}</span> : null}
          </>
        ) : (
          <>
            <Badge tone="success">Won quote</Badge>{' '}
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
            Release <span className="visually-hidden">the hold of {booking.equipment.title}</span>
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
  return (
    <ScrollTable label="Bookings table" caption="Bookings, by first day" minWidth={760}>
      <thead>
        <tr>
          <th scope="col">Unit</th>
          <th scope="col">Days</th>
          <th scope="col">Units</th>
          <th scope="col">Why</th>
          <th scope="col">By</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} url={url} onRelease={onRelease} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The unit's name for the hold form: from its bookings, else its public page, else its number. */
function useUnitName(unit: number | null, bookings: readonly Booking[] | undefined) {
  const fromBookings = bookings?.find((booking) => booking.equipment.id === unit)?.equipment.title;
  const published = useApi().useQuery(
    'get',
    '/equipment/{id}',
    { params: { path: { id: unit ?? 0 } } },
    { enabled: unit !== null && !fromBookings, retry: false },
  );
  return fromBookings ?? published.data?.title ?? `unit ${unit}`;
}

/**
 * The bookings of the account's units that have not ended: staff holds and won quotes, by first
 * day, all units or one (`?unit=`). Staff who manage leads hold units of one unit for some days
 * and release holds; a won quote's booking ends with the lead, not here.
 */
export function BookingsPage() {
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
          Showing the bookings of <strong>{unitName}</strong>.{' '}
          <Link href={`~${bookingsHref()}`}>Show every unit</Link>
        </p>
      ) : (
        <p className={styles.muted}>
          Open a unit to see its bookings alone{manages ? ' and to hold some of its units' : ''}.
        </p>
      )}
      {url.unit && manages ? (
        <section aria-labelledby={holdHeading} className={styles.panel}>
          <h2 id={holdHeading} className={styles.heading}>
            Hold units
          </h2>
          <HoldForm
            accountId={accountId}
            unitId={url.unit}
            unitName={unitName}
            onHeld={(hold) =>
              setStatus(
                `Held ${hold.quantity} ${hold.quantity === 1 ? 'unit' : 'units'} from ${formatDay(hold.start_date)} to ${formatDay(hold.end_date)}.`,
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
        what="the bookings"
        loading={<p role="status">Loading the bookings…</p>}
      >
        {(page) =>
          page.meta.total === 0 ? (
            <p className={styles.muted}>
              {url.unit
                ? 'Nothing books this unit from today on: every unit of its fleet is free.'
                : 'Nothing is booked from today on. Won quotes and holds show here.'}
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                {page.meta.total === 1 ? '1 booking' : `${page.meta.total} bookings`}
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
                label="Booking pages"
              />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={releasing !== null}
        title="Release this hold?"
        message={
          releasing
            ? `${releasing.quantity} ${releasing.quantity === 1 ? 'unit' : 'units'} of ${releasing.equipment.title} become free again from ${formatDay(releasing.start_date)} to ${formatDay(releasing.end_date)}.`
            : ''
        }
        confirmLabel="Release hold"
        onConfirm={async () => {
          const held = releasing!;
          await releaseHold(client, accountId, held);
          setStatus(`Released the hold of ${held.equipment.title}.`);
          await invalidate();
        }}
        onClose={() => setReleasing(null)}
      />
    </div>
  );
}

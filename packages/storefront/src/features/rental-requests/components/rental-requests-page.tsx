import { enumLabels, can } from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import formStyles from '@/components/ui/form/form.module.scss';
import { QueryView } from '@/components/ui/load-error/query-view';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { Pagination } from '@/components/ui/pagination/pagination';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDay, formatDayRange, formatDecimal } from '@/utils/format';
import {
  MOVE_LABELS,
  moveTitle,
  movesOf,
  type RentalRequest,
  type RequestMove,
} from '../request-actions';
import { useRentalRequests } from '../rental-requests-api';
import {
  parseRentalRequestsUrl,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  rentalRequestsHref,
  STATUSES_OF_KIND,
  type RentalRequestsUrlState,
} from '../rental-requests-url';
import { MoveForm } from './move-form';
import styles from './rental-requests.module.scss';

const LABELS = enumLabels('en');

const STATUS_TONES: Readonly<Record<RentalRequest['status'], BadgeTone>> = {
  pending: 'warning',
  open: 'warning',
  approved: 'success',
  resolved: 'success',
  confirmed: 'info',
  scheduled: 'info',
  refused: 'danger',
  returned: 'neutral',
};

const plural = (count: number) =>
  `${formatDecimal(count, 3)} ${count === 1 ? 'request' : 'requests'}`;

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The search, kind and status, in the URL; a kind narrows the statuses offered to its own. */
function Filters({
  url,
  onChange,
}: {
  url: RentalRequestsUrlState;
  onChange: (next: RentalRequestsUrlState) => void;
}) {
  const set = (changes: Partial<RentalRequestsUrlState>) =>
    onChange({ ...url, ...changes, page: 1 });
  const statuses = url.kind ? STATUSES_OF_KIND[url.kind] : REQUEST_STATUSES;
  return (
    <div className={styles.tools}>
      <SearchForm
        label="Search requests"
        region="Rental requests"
        placeholder="Customer, unit, reference or call-off number"
        value={url.q}
        onSearch={(q) => set({ q })}
        className={styles.search}
      />
      <div className={styles.filters}>
        <Filter label="Kind">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.kind}
              onChange={(event) => {
                const kind = event.target.value as RentalRequestsUrlState['kind'];
                // A status the new kind never has would empty the list: it goes.
                const status = kind && !STATUSES_OF_KIND[kind].includes(url.status as never);
                set({ kind, ...(status ? { status: '' as const } : {}) });
              }}
            >
              <option value="">All kinds</option>
              {REQUEST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LABELS.RENTAL_REQUEST_KIND[kind]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label="Status">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.status}
              onChange={(event) =>
                set({ status: event.target.value as RentalRequestsUrlState['status'] })
              }
            >
              <option value="">All statuses</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {LABELS.RENTAL_REQUEST_STATUS[status]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        {url.q || url.kind || url.status ? (
          <Link href={`~${rentalRequestsHref()}`} className={styles.clear}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** What the customer asked: the new last day, the pickup and who to meet, the problem. */
function Asked({ request }: { request: RentalRequest }) {
  if (request.kind === 'extension')
    return <span>Until {request.end_date ? formatDay(request.end_date) : '—'}</span>;
  if (request.kind === 'off_rent')
    return (
      <>
        <span>Pickup {request.pickup_date ? formatDay(request.pickup_date) : '—'}</span>
        {request.site_contact_name ? (
          <span className={styles.sub}>
            {request.site_contact_name}, {request.site_contact_phone}
          </span>
        ) : null}
        {request.note ? <span className={styles.sub}>{request.note}</span> : null}
      </>
    );
  return (
    <>
      <span className={styles.text}>{request.description}</span>
      {request.pickup_date ? (
        <span className={styles.sub}>Visit {formatDay(request.pickup_date)}</span>
      ) : null}
      {request.photo_url ? (
        <a href={request.photo_url} target="_blank" rel="noreferrer" className={styles.sub}>
          Photo
        </a>
      ) : null}
    </>
  );
}

function RequestsTable({
  requests,
  onMove,
}: {
  requests: readonly RentalRequest[];
  onMove: ((request: RentalRequest, move: RequestMove) => void) | null;
}) {
  return (
    <DataTable placement="page" columns="many" caption="Rental requests, newest first">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Received</th>
          <th scope="col">Customer</th>
          <th scope="col">Unit and rental</th>
          <th scope="col">Asked</th>
          <th scope="col">Status</th>
          {onMove ? (
            <th scope="col" data-label="">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => {
          const moves = onMove ? movesOf(request) : [];
          const name = `${LABELS.RENTAL_REQUEST_KIND[request.kind]}${request.number ? ` ${request.number}` : ''}`;
          return (
            <tr key={request.id}>
              <th scope="row">{name}</th>
              <td className={styles.nowrap}>
                <time dateTime={request.created_at}>
                  {formatDay(request.created_at.slice(0, 10))}
                </time>
              </td>
              <td>{request.rental.customer_name}</td>
              <td>
                <span className={styles.strong}>{request.rental.equipment.title}</span>
                <span className={styles.sub}>
                  {formatDayRange(request.rental.start_date, request.rental.end_date)} ·{' '}
                  <PrefetchLink href={paths.lead.getHref(request.rental.lead_reference)}>
                    {request.rental.lead_reference}
                  </PrefetchLink>
                </span>
              </td>
              <td>
                <Asked request={request} />
              </td>
              <td>
                <Badge tone={STATUS_TONES[request.status]}>
                  {LABELS.RENTAL_REQUEST_STATUS[request.status]}
                </Badge>
                {request.status === 'refused' && request.reason ? (
                  <span className={styles.sub}>{request.reason}</span>
                ) : null}
              </td>
              {onMove ? (
                <td>
                  {moves.length ? (
                    <div className={styles.moves}>
                      {moves.map((move) => (
                        <button
                          key={move}
                          type="button"
                          className={buttonClass(
                            move === 'refused' ? 'outline' : 'primary',
                            styles.move,
                          )}
                          onClick={() => onMove(request, move)}
                        >
                          {MOVE_LABELS[move]} <span className="visually-hidden">{name}</span>
                        </button>
                      ))}
                    </div>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/**
 * The branch's inbox of the customers' requests about its rentals: extensions, call-offs and
 * service requests, newest first, filtered by kind and status in the URL. Those who manage leads
 * move each on with the moves its kind and status allow, in a dialog (a reason to refuse, a day
 * to confirm a pickup or schedule a visit).
 */
export function RentalRequestsPage() {
  const url = parseRentalRequestsUrl(useSearch());
  const [, navigate] = useLocation();
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const manages = can(user, 'leads.manage');
  const requests = useRentalRequests(accountId, url);
  const [moving, setMoving] = useState<{ request: RentalRequest; move: RequestMove } | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const close = () => setMoving(null);
  // Once the dialog has closed: a move takes its button away (the row has other moves, or none),
  // so the focus goes to what was said rather than to the page's start.
  const answered = useRef(false);
  useEffect(() => {
    if (moving || !answered.current) return;
    answered.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) statusRef.current?.focus();
  }, [moving]);

  return (
    <div className={styles.page}>
      <Filters url={url} onChange={(next) => navigate(`~${rentalRequestsHref(next)}`)} />
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      <QueryView
        query={requests}
        what="the rental requests"
        loading={<p role="status">Loading the rental requests…</p>}
      >
        {(page) =>
          page.meta.total === 0 ? (
            url.q || url.kind || url.status ? (
              <div className={styles.empty}>
                <p>No requests match these filters.</p>
                <Link href={`~${rentalRequestsHref()}`}>Clear the filters</Link>
              </div>
            ) : (
              <p className={styles.empty}>
                No requests yet. When customers ask to keep a unit longer, call a rental off or
                report a problem from their rentals page, the requests arrive here.
              </p>
            )
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {plural(page.meta.total)}
              </p>
              <RequestsTable
                requests={page.items}
                onMove={
                  manages
                    ? (request, move) => {
                        setStatus('');
                        setMoving({ request, move });
                      }
                    : null
                }
              />
              <Pagination
                page={url.page}
                totalPages={page.meta.total_pages}
                hrefFor={(next) => rentalRequestsHref({ ...url, page: next })}
                label="Rental request pages"
              />
            </>
          )
        }
      </QueryView>
      <Dialog
        open={moving !== null}
        onClose={close}
        title={moving ? moveTitle(moving.request, moving.move) : ''}
      >
        {moving ? (
          <MoveForm
            accountId={accountId}
            request={moving.request}
            move={moving.move}
            onDone={(updated) => {
              setStatus(
                `${LABELS.RENTAL_REQUEST_KIND[updated.kind]} of ${updated.rental.equipment.title}: ${LABELS.RENTAL_REQUEST_STATUS[updated.status].toLowerCase()}.`,
              );
              answered.current = true;
              close();
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

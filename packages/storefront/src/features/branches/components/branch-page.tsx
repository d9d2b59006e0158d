import {
  branchOpenState,
  telHref,
  TIME_ZONE_LABELS,
  WEEKDAY_LABELS,
  weeklyHoursRows,
  type Branch,
} from '@liftline/sdk';
import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-provider';
import { usePageLocale } from '@/lib/page-locale';
import { useNow } from '../use-now';
import { nextText, OpenBadge, todayText } from './open-state';
import styles from './branches.module.scss';

/** The branch on OpenStreetMap (a plain link: no third-party script or image on the page). */
export function openStreetMapHref({ latitude, longitude }: Pick<Branch, 'latitude' | 'longitude'>) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`;
}

/** "Thursday, November 26, 2026" (en-US) for a `YYYY-MM-DD` date (no time zone shift). */
export function formatClosureDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A slot the app fills with another feature's piece (the catalog's cards, the contact form). */
export type BranchSlot = (branch: Branch) => ReactNode;

function HoursTable({ branch, now, locale }: { branch: Branch; now: Date; locale: string }) {
  const state = branchOpenState(branch, now);
  return (
    <table className={styles.hours}>
      <caption>Opening hours ({TIME_ZONE_LABELS[branch.time_zone]} time)</caption>
      <tbody>
        {weeklyHoursRows(branch, locale).map((row) => {
          const today = row.day === state.local.day;
          return (
            <tr key={row.day} aria-current={today ? 'date' : undefined}>
              <th scope="row">
                {WEEKDAY_LABELS[row.day]}
                {today ? <span className={styles.todayMark}>(today)</span> : null}
              </th>
              <td>{row.text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function BranchDetails({
  branch,
  now,
  renderUnits,
  renderContact,
}: {
  branch: Branch;
  now: Date;
  renderUnits?: BranchSlot;
  renderContact?: BranchSlot;
}) {
  const locale = usePageLocale();
  const state = branchOpenState(branch, now);
  const next = nextText(state, locale);
  return (
    <ContentLayout
      title={branch.name}
      breadcrumbs={[
        { name: 'Branches', path: paths.branches.getHref() },
        { name: branch.name, path: paths.branch.getHref(branch.id) },
      ]}
    >
      <div className={styles.branchPage}>
        <p className={styles.today}>
          <OpenBadge state={state} /> {todayText(state, locale)}
          {next ? ` · ${next}` : ''} (local time)
        </p>
        <div className={styles.columns}>
          <section className={styles.section} aria-labelledby="branch-contact">
            <h2 id="branch-contact">Address and contact</h2>
            <dl className={styles.facts}>
              <dt>Address</dt>
              <dd>
                {branch.address_line1}
                <br />
                {branch.city}, {branch.state} {branch.zip_code}
                <br />
                <a href={openStreetMapHref(branch)} target="_blank" rel="noopener noreferrer">
                  Show on OpenStreetMap
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
              {branch.phone_number ? (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={telHref(branch.phone_number)}>{branch.phone_number}</a>
                  </dd>
                </>
              ) : null}
              {branch.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${branch.email}`}>{branch.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {renderContact?.(branch)}
          </section>
          <section className={styles.section} aria-labelledby="branch-hours">
            <h2 id="branch-hours">Hours</h2>
            <HoursTable branch={branch} now={now} locale={locale} />
            <h3>Upcoming closures</h3>
            {branch.closures.length ? (
              <ul className={styles.closures} aria-label="Upcoming closures">
                {branch.closures.map((closure) => (
                  <li key={closure.date}>
                    <time dateTime={closure.date}>{formatClosureDate(closure.date, locale)}</time>:{' '}
                    {closure.reason}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No holiday closures planned.</p>
            )}
          </section>
        </div>
        {renderUnits ? (
          <section className={styles.section} aria-labelledby="branch-units">
            <h2 id="branch-units">Equipment at this branch</h2>
            {renderUnits(branch)}
          </section>
        ) : null}
      </div>
    </ContentLayout>
  );
}

interface BranchPageProps {
  id: number;
  /** Shown when the API has no such active branch (404). */
  notFound: ReactNode;
  renderUnits?: BranchSlot;
  renderContact?: BranchSlot;
  /** The moment "open now" is worked out for (default: now, again every minute). */
  now?: Date;
}

/** `/branches/:branch_id`: one active branch (`getBranch`), its hours, closures, units and contact. */
export function BranchPage({ id, notFound, renderUnits, renderContact, now }: BranchPageProps) {
  const branch = useApi().useQuery('get', '/branches/{id}', { params: { path: { id } } });
  const current = useNow(now);
  const frame = (content: ReactNode) => (
    <ContentLayout
      title="Branch"
      breadcrumbs={[
        { name: 'Branches', path: paths.branches.getHref() },
        { name: 'Branch', path: paths.branch.getHref(id) },
      ]}
    >
      {content}
    </ContentLayout>
  );
  return (
    <QueryView
      query={branch}
      what="this branch"
      loading={frame(<p role="status">Loading the branch…</p>)}
      notFound={notFound}
      frame={frame}
    >
      {(data) => (
        <BranchDetails
          branch={data}
          now={current}
          renderUnits={renderUnits}
          renderContact={renderContact}
        />
      )}
    </QueryView>
  );
}

import { branchOpenState, enumLabels, telHref, weeklyHoursRows, type Branch } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-provider';
import { usePageLocale } from '@/lib/page-locale';
import { useNow } from '../use-now';
import { OpenBadge, todayText } from './open-state';
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

const BRANCHES_CRUMB = /*i18n*/ { id: 'branch.breadcrumb.branches', message: 'Branches' };

function HoursTable({ branch, now, locale }: { branch: Branch; now: Date; locale: string }) {
  const { i18n } = useLingui();
  const labels = enumLabels(locale);
  const state = branchOpenState(branch, now);
  return (
    <table className={styles.hours}>
      <caption>
        {i18n._({
          id: 'branch.hours.caption',
          message: 'Opening hours ({zone} time)',
          values: { zone: labels.TIME_ZONE[branch.time_zone] },
        })}
      </caption>
      <tbody>
        {weeklyHoursRows(branch, locale).map((row) => {
          const today = row.day === state.local.day;
          return (
            <tr key={row.day} aria-current={today ? 'date' : undefined}>
              <th scope="row">
                {today ? (
                  <Trans
                    id="branch.hours.today"
                    message="{day}<0>(today)</0>"
                    values={{ day: labels.WEEKDAY[row.day] }}
                    components={{ 0: <span className={styles.todayMark} /> }}
                  />
                ) : (
                  labels.WEEKDAY[row.day]
                )}
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
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const state = branchOpenState(branch, now);
  const closuresTitle = i18n._({ id: 'branch.closures.title', message: 'Upcoming closures' });
  return (
    <ContentLayout
      title={branch.name}
      breadcrumbs={[
        { name: i18n._(BRANCHES_CRUMB), path: paths.branches.getHref() },
        { name: branch.name, path: paths.branch.getHref(branch.id) },
      ]}
    >
      <div className={styles.branchPage}>
        <p className={styles.today}>
          <Trans
            id="branch.page.today"
            message="<0/> {today} (local time)"
            values={{ today: todayText(i18n, state, locale) }}
            components={{ 0: <OpenBadge state={state} /> }}
          />
        </p>
        <div className={styles.columns}>
          <section className={styles.section} aria-labelledby="branch-contact">
            <h2 id="branch-contact">
              {i18n._({ id: 'branch.contact.title', message: 'Address and contact' })}
            </h2>
            <dl className={styles.facts}>
              <dt>{i18n._({ id: 'branch.contact.address', message: 'Address' })}</dt>
              <dd>
                {branch.address_line1}
                <br />
                {branch.city}, {branch.state} {branch.zip_code}
                <br />
                <a href={openStreetMapHref(branch)} target="_blank" rel="noopener noreferrer">
                  <Trans
                    id="branch.contact.map"
                    message="Show on OpenStreetMap<0> (opens in a new tab)</0>"
                    components={{ 0: <span className="visually-hidden" /> }}
                  />
                </a>
              </dd>
              {branch.phone_number ? (
                <>
                  <dt>{i18n._({ id: 'branch.contact.phone', message: 'Phone' })}</dt>
                  <dd>
                    <a href={telHref(branch.phone_number)}>{branch.phone_number}</a>
                  </dd>
                </>
              ) : null}
              {branch.email ? (
                <>
                  <dt>{i18n._({ id: 'branch.contact.email', message: 'E-mail' })}</dt>
                  <dd>
                    <a href={`mailto:${branch.email}`}>{branch.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {renderContact?.(branch)}
          </section>
          <section className={styles.section} aria-labelledby="branch-hours">
            <h2 id="branch-hours">{i18n._({ id: 'branch.hours.title', message: 'Hours' })}</h2>
            <HoursTable branch={branch} now={now} locale={locale} />
            <h3>{closuresTitle}</h3>
            {branch.closures.length ? (
              <ul className={styles.closures} aria-label={closuresTitle}>
                {branch.closures.map((closure) => (
                  <li key={closure.date}>
                    <Trans
                      id="branch.closures.item"
                      message="<0>{date}</0>: {reason}"
                      values={{
                        date: formatClosureDate(closure.date, locale),
                        reason: closure.reason,
                      }}
                      components={{ 0: <time dateTime={closure.date} /> }}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                {i18n._({ id: 'branch.closures.none', message: 'No holiday closures planned.' })}
              </p>
            )}
          </section>
        </div>
        {renderUnits ? (
          <section className={styles.section} aria-labelledby="branch-units">
            <h2 id="branch-units">
              {i18n._({ id: 'branch.units.title', message: 'Equipment at this branch' })}
            </h2>
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
  const { i18n } = useLingui();
  const branch = useApi().useQuery('get', '/branches/{id}', { params: { path: { id } } });
  const current = useNow(now);
  const title = i18n._({ id: 'branch.loadingTitle', message: 'Branch' });
  const frame = (content: ReactNode) => (
    <ContentLayout
      title={title}
      breadcrumbs={[
        { name: i18n._(BRANCHES_CRUMB), path: paths.branches.getHref() },
        { name: title, path: paths.branch.getHref(id) },
      ]}
    >
      {content}
    </ContentLayout>
  );
  return (
    <QueryView
      query={branch}
      title={i18n._({ id: 'branch.loadError', message: 'We could not load this branch.' })}
      loading={frame(
        <p role="status">{i18n._({ id: 'branch.loading', message: 'Loading the branch…' })}</p>,
      )}
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

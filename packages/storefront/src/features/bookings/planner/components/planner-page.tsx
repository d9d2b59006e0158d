import { useLingui } from '@lingui/react';
import { can, enumLabels, localToday } from '@liftline/sdk';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import formStyles from '@/components/ui/form/form.module.scss';
import { QueryView } from '@/components/ui/load-error/query-view';
import { EQUIPMENT_CATEGORIES } from '@/config/equipment-categories';
import { useMediaQuery } from '@/features/account/roles/hooks/use-media-query';
import { useBranchOptions } from '@/features/leads/leads-api';
import { useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { useUser } from '@/lib/auth';
import { formatDay, formatDayRange } from '@/utils/format';
import { translate } from '@/utils/translate';
import { HoldForm } from '../../components/hold-form';
import { usePlanner } from '../planner-api';
import { BAR_KIND_LABELS, BAR_KINDS } from '../planner-labels';
import type { PlannerUnit } from '../planner-layout';
import {
  parsePlannerUrl,
  plannerHref,
  plannerRange,
  shiftRange,
  type PlannerUrlState,
} from '../planner-url';
import { PlannerDayList } from './planner-day-list';
import { PlannerGrid } from './planner-grid';
import styles from './planner.module.scss';

/** Below this width the planner is a list of units, each with its days (a phone). */
export const PHONE_QUERY = '(max-width: 600px)';

const messages = {
  range: /*i18n*/ { id: 'planner.range', message: 'Days shown' },
  previous: /*i18n*/ { id: 'planner.previous', message: 'Previous' },
  next: /*i18n*/ { id: 'planner.next', message: 'Next' },
  today: /*i18n*/ { id: 'planner.today', message: 'Today' },
  weeks: /*i18n*/ { id: 'planner.view.weeks', message: 'Two weeks' },
  month: /*i18n*/ { id: 'planner.view.month', message: 'Month' },
  view: /*i18n*/ { id: 'planner.view', message: 'Show' },
  branch: /*i18n*/ { id: 'planner.branch', message: 'Branch' },
  allBranches: /*i18n*/ { id: 'planner.allBranches', message: 'All branches' },
  category: /*i18n*/ { id: 'planner.category', message: 'Category' },
  allCategories: /*i18n*/ { id: 'planner.allCategories', message: 'All categories' },
  legend: /*i18n*/ { id: 'planner.legend', message: 'Legend' },
  todayLegend: /*i18n*/ { id: 'planner.legend.today', message: 'Today' },
  fullLegend: /*i18n*/ { id: 'planner.legend.full', message: 'Every unit taken' },
  what: /*i18n*/ { id: 'planner.what', message: 'the planner' },
  loading: /*i18n*/ { id: 'planner.loading', message: 'Loading the planner…' },
  none: /*i18n*/ {
    id: 'planner.none',
    message: 'No unit matches these filters. Units of the catalog show here.',
  },
  count: /*i18n*/ {
    id: 'planner.count',
    message: '{count, plural, one {{count} unit} other {{count} units}}, {days}',
  },
  hintHold: /*i18n*/ {
    id: 'planner.hint.hold',
    message:
      'To hold units, drag over days on a unit’s row, or click the first day and then the last. With the keyboard: arrow keys move, Space marks the first day, arrows extend, Space again holds; Enter on a booked day opens it.',
  },
  hintView: /*i18n*/ {
    id: 'planner.hint.view',
    message:
      'Arrow keys move through the days; Enter on a booked day opens it. Holding units needs the permission to manage leads.',
  },
  hintPhone: /*i18n*/ {
    id: 'planner.hint.phone',
    message: 'Open a unit to see its days and what takes them.',
  },
  hintPhoneHold: /*i18n*/ {
    id: 'planner.hint.phoneHold',
    message: 'Open a unit to see its days and what takes them, and to hold some of its units.',
  },
  holdTitle: /*i18n*/ { id: 'bookings.hold.submit', message: 'Hold units' },
  held: /*i18n*/ {
    id: 'bookings.held',
    message:
      '{count, plural, one {Held {count} unit from {from} to {to}.} other {Held {count} units from {from} to {to}.}}',
  },
};

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

function Legend() {
  const { i18n } = useLingui();
  return (
    <ul className={styles.legend} aria-label={i18n._(messages.legend)}>
      {BAR_KINDS.map((kind) => (
        <li key={kind}>
          <span className={`${styles.swatch} ${styles[`bar-${kind}`]}`} aria-hidden="true" />
          {i18n._(BAR_KIND_LABELS[kind])}
        </li>
      ))}
      <li>
        <span className={`${styles.swatch} ${styles.swatchToday}`} aria-hidden="true" />
        {i18n._(messages.todayLegend)}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchFull}`} aria-hidden="true" />
        {i18n._(messages.fullLegend)}
      </li>
    </ul>
  );
}

interface HoldRequest {
  unit: PlannerUnit;
  start_date: string;
  end_date: string;
}

/**
 * The fleet planner (`/authorized/account/planner`, `leads.view`): the account's units by day over
 * two weeks or a month (range and filters in the URL), bookings, holds and pending requests as
 * bars, today marked; those who manage leads hold days by selecting them on a row. On a phone, a
 * list of units with their days.
 */
export function PlannerPage() {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const [, navigate] = useLocation();
  const url = parsePlannerUrl(useSearch());
  const today = localToday();
  // The same days (array) while the range stays, so the grid's memoised rows stay as they are.
  const range = useMemo(
    () => plannerRange({ view: url.view, start: url.start }, today),
    [url.view, url.start, today],
  );
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const canHold = can(user, 'leads.manage');
  const planner = usePlanner(accountId, range, url);
  const branches = useBranchOptions();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const [status, setStatus] = useState('');
  const [holding, setHolding] = useState<HoldRequest | null>(null);
  const categoryLabels = enumLabels(i18n.locale).EQUIPMENT_CATEGORY;

  const go = (next: PlannerUrlState) => navigate(rootHref(plannerHref(next)));
  const rangeLabel = formatDayRange(range.from, range.to, tag);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <nav className={styles.rangeNav} aria-label={i18n._(messages.range)}>
          <Link
            className={buttonClass('outline', styles.navButton)}
            href={rootHref(plannerHref(shiftRange(url, -1, today)))}
          >
            {i18n._(messages.previous)}
          </Link>
          <Link
            className={buttonClass('outline', styles.navButton)}
            href={rootHref(plannerHref({ ...url, start: null }))}
          >
            {i18n._(messages.today)}
          </Link>
          <Link
            className={buttonClass('outline', styles.navButton)}
            href={rootHref(plannerHref(shiftRange(url, 1, today)))}
          >
            {i18n._(messages.next)}
          </Link>
          <strong className={styles.rangeLabel} aria-live="polite">
            {rangeLabel}
          </strong>
        </nav>
        <div className={styles.filters}>
          <Filter label={i18n._(messages.view)}>
            {(id) => (
              <select
                id={id}
                className={formStyles.control}
                value={url.view}
                onChange={(event) =>
                  go({ ...url, view: event.target.value === 'month' ? 'month' : 'weeks' })
                }
              >
                <option value="weeks">{i18n._(messages.weeks)}</option>
                <option value="month">{i18n._(messages.month)}</option>
              </select>
            )}
          </Filter>
          <Filter label={i18n._(messages.branch)}>
            {(id) => (
              <select
                id={id}
                className={formStyles.control}
                value={url.branch ? String(url.branch) : ''}
                aria-busy={branches.isPending || undefined}
                onChange={(event) =>
                  go({ ...url, branch: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{i18n._(messages.allBranches)}</option>
                {(branches.data?.items ?? []).map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.name}
                  </option>
                ))}
                {url.branch && branches.data?.items.every((b) => b.id !== url.branch) ? (
                  <option value={url.branch}>{url.branch}</option>
                ) : null}
              </select>
            )}
          </Filter>
          <Filter label={i18n._(messages.category)}>
            {(id) => (
              <select
                id={id}
                className={formStyles.control}
                value={url.category ?? ''}
                onChange={(event) =>
                  go({
                    ...url,
                    category:
                      EQUIPMENT_CATEGORIES.find((category) => category === event.target.value) ??
                      null,
                  })
                }
              >
                <option value="">{i18n._(messages.allCategories)}</option>
                {EQUIPMENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabels[category]}
                  </option>
                ))}
              </select>
            )}
          </Filter>
        </div>
      </div>
      <Legend />
      <p className={styles.muted}>
        {i18n._(
          phone
            ? canHold
              ? messages.hintPhoneHold
              : messages.hintPhone
            : canHold
              ? messages.hintHold
              : messages.hintView,
        )}
      </p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <QueryView
        query={planner}
        what={i18n._(messages.what)}
        loading={<p role="status">{i18n._(messages.loading)}</p>}
      >
        {(data) =>
          data.units.length === 0 ? (
            <p className={styles.muted}>{i18n._(messages.none)}</p>
          ) : (
            <>
              <p className={styles.muted}>
                {translate(i18n, messages.count, { count: data.units.length, days: rangeLabel })}
              </p>
              {phone ? (
                <PlannerDayList
                  units={data.units}
                  days={range.days}
                  today={today}
                  canHold={canHold}
                  onHold={(unit) => {
                    const first = range.from > today ? range.from : today;
                    setHolding({ unit, start_date: first, end_date: first });
                  }}
                />
              ) : (
                <PlannerGrid
                  units={data.units}
                  days={range.days}
                  today={today}
                  canHold={canHold}
                  onNotice={setStatus}
                  onSelect={(unit, first, last) =>
                    setHolding({
                      unit,
                      start_date: range.days[first]!,
                      end_date: range.days[last]!,
                    })
                  }
                />
              )}
            </>
          )
        }
      </QueryView>
      <Dialog
        open={holding !== null}
        onClose={() => setHolding(null)}
        title={i18n._(messages.holdTitle)}
      >
        {holding ? (
          <HoldForm
            key={`${holding.unit.id}-${holding.start_date}-${holding.end_date}`}
            accountId={accountId}
            unitId={holding.unit.id}
            unitName={holding.unit.title}
            days={{ start_date: holding.start_date, end_date: holding.end_date }}
            onHeld={(hold) => {
              setHolding(null);
              setStatus(
                translate(i18n, messages.held, {
                  count: hold.quantity,
                  from: formatDay(hold.start_date, tag),
                  to: formatDay(hold.end_date, tag),
                }),
              );
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

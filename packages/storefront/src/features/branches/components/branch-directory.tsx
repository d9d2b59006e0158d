import { telHref, type Branch } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { Link, useLocation, useSearch } from 'wouter';
import { QueryView } from '@/components/ui/load-error/query-view';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { paths } from '@/config/paths';
import { useAllBranches } from '@/hooks/use-all-branches';
import { stateName } from '../us-states';
import { useNow } from '../use-now';
import { BranchToday } from './open-state';
import styles from './branches.module.scss';
import { usePageLocale } from '@/lib/page-locale';
import { formatDecimal } from '@/utils/format';

/** The branches by state, in the API's order (state, city, name). */
export function groupByState(branches: readonly Branch[]): { state: string; branches: Branch[] }[] {
  const groups = new Map<string, Branch[]>();
  for (const branch of branches) {
    const group = groups.get(branch.state);
    if (group) group.push(branch);
    else groups.set(branch.state, [branch]);
  }
  return [...groups].map(([state, list]) => ({ state, branches: list }));
}

function BranchItem({ branch, now }: { branch: Branch; now: Date }) {
  return (
    <li className={styles.item}>
      <h3 className={styles.itemName}>
        <Link href={paths.branch.getHref(branch.id)}>{branch.name}</Link>
      </h3>
      <p className={styles.itemPlace}>
        {branch.city}, {branch.state}
      </p>
      <p className={styles.itemAddress}>
        {branch.address_line1}, {branch.city}, {branch.state} {branch.zip_code}
      </p>
      {branch.phone_number ? (
        <p className={styles.itemPhone}>
          <a href={telHref(branch.phone_number)}>{branch.phone_number}</a>
        </p>
      ) : null}
      <BranchToday branch={branch} now={now} className={styles.today} />
    </li>
  );
}

/**
 * `/branches`: every active branch (all pages), by state, each with its address, phone, today's
 * hours and whether it is open now on its own clock. `?q=` narrows the list (name, city, state, ZIP).
 */
export function BranchDirectory({ now: fixedNow }: { now?: Date }) {
  const q = new URLSearchParams(useSearch()).get('q')?.trim().slice(0, 100) ?? '';
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const [, navigate] = useLocation();
  const branches = useAllBranches(q);
  const now = useNow(fixedNow);

  return (
    <div className={styles.directory}>
      <SearchForm
        label={i18n._({ id: 'branches.search.label', message: 'Search branches' })}
        region={i18n._({ id: 'branches.search.region', message: 'Branches' })}
        placeholder={i18n._({
          id: 'branches.search.placeholder',
          message: 'City, state, ZIP code or name',
        })}
        value={q}
        onSearch={(text) => navigate(paths.branches.getHref(text || undefined))}
        className={styles.search}
      />
      <QueryView
        query={branches}
        title={i18n._({ id: 'branches.loadError', message: 'We could not load the branches.' })}
        loading={
          <p role="status">
            {i18n._({ id: 'branches.loading', message: 'Loading the branches…' })}
          </p>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>
              {q
                ? i18n._({
                    id: 'branches.noMatch',
                    message: 'No branch matches “{q}”.',
                    values: { q },
                  })
                : i18n._({ id: 'branches.none', message: 'No branches are open yet.' })}
            </p>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {i18n._({
                  id: 'branches.count',
                  message:
                    '{count, plural, one {{total} branch.} other {{total} branches.}} Hours are each branch’s local time.',
                  values: { count: list.length, total: formatDecimal(list.length, 3, locale) },
                })}
              </p>
              {groupByState(list).map((group) => (
                <section
                  key={group.state}
                  className={styles.group}
                  aria-labelledby={`branches-${group.state}`}
                >
                  <h2 id={`branches-${group.state}`} className={styles.groupTitle}>
                    {stateName(group.state, locale)}
                  </h2>
                  <ul
                    className={styles.list}
                    aria-label={i18n._({
                      id: 'branches.inState',
                      message: 'Branches in {state}',
                      values: { state: stateName(group.state, locale) },
                    })}
                  >
                    {group.branches.map((branch) => (
                      <BranchItem key={branch.id} branch={branch} now={now} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )
        }
      </QueryView>
    </div>
  );
}

import { telHref, type LocatedBranch } from '@liftline/sdk';
import { forwardRef, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import { useSavedBranch } from '@/hooks/use-saved-branch';
import styles from './branch-inventory.module.scss';
import { Catalog } from './catalog';

export const PICK_BRANCH_TITLE = 'Which branch is yours?';

function PickBranch() {
  return (
    <section className={styles.prompt} aria-labelledby="inventory-pick-branch">
      <span className={styles.promptIcon}>
        <LocationIcon size={36} />
      </span>
      <h2 id="inventory-pick-branch" className={styles.promptTitle}>
        {PICK_BRANCH_TITLE}
      </h2>
      <p className={styles.promptText}>
        Enter your zip code and we will show what your nearest branch has on hand, ready for
        delivery or pickup.
      </p>
      <LocalBranchFinder
        className={styles.finderButton}
        label="Find my branch"
        alwaysShowDefaultText
      />
      <p className={styles.promptText}>
        Or <Link href={paths.equipment.getHref()}>browse the whole catalog</Link> across all
        branches.
      </p>
    </section>
  );
}

const BranchBar = forwardRef<HTMLDivElement, { branch: LocatedBranch }>(function BranchBar(
  { branch },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.bar}>
      <LocationIcon size={28} className={styles.barIcon} />
      <p className={styles.barText}>
        On hand at <strong>{branch.name}</strong>
        <span className={styles.barAddress}>
          {branch.address_line1}, {branch.city}, {branch.state}
          {branch.phone_number ? (
            <>
              {' · '}
              <a href={telHref(branch.phone_number)}>{branch.phone_number}</a>
            </>
          ) : null}
          {' · '}
          <Link href={paths.branch.getHref(branch.id)}>Branch details</Link>
        </span>
      </p>
      <LocalBranchFinder className={styles.change} label="Change branch" alwaysShowDefaultText />
    </div>
  );
});

/**
 * The inventory of the visitor's local branch: the saved branch (it follows `local-branch-updated`,
 * so finding another branch anywhere on the page switches the list), then the catalog limited to
 * it. With no branch saved, a prompt to find one.
 */
export function BranchInventory() {
  const branch = useSavedBranch();
  const catalog = useCatalogSearch(paths.equipmentInventory.getHref);

  // Another branch: its list starts at page 1 (the old page may not exist there). When the finder
  // that was used has gone (the prompt), focus goes to the branch shown instead of the page's top.
  const branchId = branch?.id ?? null;
  const previousBranch = useRef(branchId);
  const bar = useRef<HTMLDivElement>(null);
  const { search, change } = catalog;
  useEffect(() => {
    if (previousBranch.current === branchId) return;
    previousBranch.current = branchId;
    if (search.page) change({ page: undefined });
    const focused = document.activeElement;
    if (!focused || focused === document.body) bar.current?.focus();
  }, [branchId, search.page, change]);

  if (!branch) return <PickBranch />;
  return (
    <>
      <BranchBar ref={bar} branch={branch} />
      <Catalog
        key={branch.id}
        catalog={catalog}
        branchId={branch.id}
        emptyMessage={
          <>
            <h3>Nothing listed at this branch right now</h3>
            <p>
              Ask the branch about incoming units, or{' '}
              <Link href={paths.equipment.getHref()}>browse the whole catalog</Link>.
            </p>
          </>
        }
      />
    </>
  );
}

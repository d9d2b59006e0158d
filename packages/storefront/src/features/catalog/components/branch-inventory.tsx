import { telHref, type LocatedBranch } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { forwardRef, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import { useSavedBranch } from '@/hooks/use-saved-branch';
import styles from './branch-inventory.module.scss';
import { Catalog } from './catalog';

export const PICK_BRANCH_TITLE = /*i18n*/ {
  id: 'inventory.pickBranch.title',
  message: 'Which branch is yours?',
};

function PickBranch() {
  const { i18n } = useLingui();
  return (
    <section className={styles.prompt} aria-labelledby="inventory-pick-branch">
      <span className={styles.promptIcon}>
        <LocationIcon size={36} />
      </span>
      <h2 id="inventory-pick-branch" className={styles.promptTitle}>
        {i18n._(PICK_BRANCH_TITLE)}
      </h2>
      <p className={styles.promptText}>
        {i18n._({
          id: 'inventory.pickBranch.text',
          message:
            'Enter your zip code and we will show what your nearest branch has on hand, ready for delivery or pickup.',
        })}
      </p>
      <LocalBranchFinder
        className={styles.finderButton}
        label={i18n._({ id: 'inventory.pickBranch.find', message: 'Find my branch' })}
        alwaysShowDefaultText
      />
      <p className={styles.promptText}>
        <Trans
          id="inventory.pickBranch.browse"
          message="Or <0>browse the whole catalog</0> across all branches."
          components={{ 0: <Link href={paths.equipment.getHref()} /> }}
        />
      </p>
    </section>
  );
}

const BranchBar = forwardRef<HTMLDivElement, { branch: LocatedBranch }>(function BranchBar(
  { branch },
  ref,
) {
  const { i18n } = useLingui();
  return (
    <div ref={ref} tabIndex={-1} className={styles.bar}>
      <LocationIcon size={28} className={styles.barIcon} />
      <p className={styles.barText}>
        <Trans
          id="inventory.bar.onHand"
          message="On hand at <0>{branch}</0>"
          values={{ branch: branch.name }}
          components={{ 0: <strong /> }}
        />
        <span className={styles.barAddress}>
          {branch.address_line1}, {branch.city}, {branch.state}
          {branch.phone_number ? (
            <>
              {' · '}
              <a href={telHref(branch.phone_number)}>{branch.phone_number}</a>
            </>
          ) : null}
          {' · '}
          <Link href={paths.branch.getHref(branch.id)}>
            {i18n._({ id: 'inventory.bar.details', message: 'Branch details' })}
          </Link>
        </span>
      </p>
      <LocalBranchFinder
        className={styles.change}
        label={i18n._({ id: 'inventory.bar.change', message: 'Change branch' })}
        alwaysShowDefaultText
      />
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
            <h3>
              <Trans id="inventory.empty.title" message="Nothing listed at this branch right now" />
            </h3>
            <p>
              <Trans
                id="inventory.empty.text"
                message="Ask the branch about incoming units, or <0>browse the whole catalog</0>."
                components={{ 0: <Link href={paths.equipment.getHref()} /> }}
              />
            </p>
          </>
        }
      />
    </>
  );
}

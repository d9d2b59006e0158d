import type { Equipment, LocatedBranch } from '@liftline/sdk';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon, PhoneIcon } from '@/components/icons/icons';
import { telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { Link } from 'wouter';
import styles from './equipment-detail.module.scss';

type Holding = Pick<Equipment, 'branch_id' | 'branch'>;

const place = (branch: { city: string; state: string }) => `${branch.city}, ${branch.state}`;

/**
 * Where the unit is, seen from the visitor's saved branch: at their branch; held at another branch
 * (with its phone) that their branch can have it delivered or transferred from; or, with no saved
 * branch, a prompt to find theirs.
 */
export function BranchAvailability({
  equipment,
  savedBranch,
}: {
  equipment: Holding;
  savedBranch: LocatedBranch | null;
}) {
  const holding = equipment.branch;
  const atSavedBranch = savedBranch !== null && equipment.branch_id === savedBranch.id;

  return (
    <section className={styles.availability} aria-labelledby="equipment-availability-title">
      <h2 id="equipment-availability-title" className={styles.cardTitle}>
        Availability
      </h2>
      {atSavedBranch ? (
        <p className={styles.availabilityLine}>
          <LocationIcon size={20} />
          <span>Available at your branch ({place(savedBranch)})</span>
        </p>
      ) : holding ? (
        <p className={styles.availabilityLine}>
          <LocationIcon size={20} />
          <span>
            Held at {holding.name}, {place(holding)}
          </span>
        </p>
      ) : null}
      {holding?.phone_number ? (
        <p className={styles.availabilityLine}>
          <PhoneIcon size={20} />
          <a href={telHref(holding.phone_number)}>{holding.phone_number}</a>
        </p>
      ) : null}
      {holding || atSavedBranch ? (
        <p className={styles.availabilityLine}>
          <Link href={paths.branch.getHref((holding ?? savedBranch)!.id)}>Branch details</Link>
        </p>
      ) : null}
      {savedBranch && !atSavedBranch ? (
        <p className={styles.note}>
          {holding
            ? `Your branch in ${place(savedBranch)} can arrange delivery or a transfer of this unit.`
            : `Ask your branch in ${place(savedBranch)} about this unit.`}
        </p>
      ) : null}
      {savedBranch ? null : (
        <div className={styles.findBranch}>
          <p className={styles.note}>Find your local branch to see availability near you.</p>
          <LocalBranchFinder
            className={styles.finder}
            label="Find your local branch"
            alwaysShowDefaultText
          />
        </div>
      )}
    </section>
  );
}

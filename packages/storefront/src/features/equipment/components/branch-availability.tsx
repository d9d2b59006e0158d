import type { Equipment, LocatedBranch } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon, PhoneIcon } from '@/components/icons/icons';
import { telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { Link } from 'wouter';
import styles from './equipment-detail.module.scss';

type Holding = Pick<Equipment, 'branch_id' | 'branch'>;

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
  const { i18n } = useLingui();
  const holding = equipment.branch;
  const atSavedBranch = savedBranch !== null && equipment.branch_id === savedBranch.id;

  return (
    <section className={styles.availability} aria-labelledby="equipment-availability-title">
      <h2 id="equipment-availability-title" className={styles.cardTitle}>
        {i18n._({ id: 'unit.availability.title', message: 'Availability' })}
      </h2>
      {atSavedBranch ? (
        <p className={styles.availabilityLine}>
          <LocationIcon size={20} />
          <span>
            {i18n._({
              id: 'unit.availability.atYourBranch',
              message: 'Available at your branch ({city}, {state})',
              values: { city: savedBranch.city, state: savedBranch.state },
            })}
          </span>
        </p>
      ) : holding ? (
        <p className={styles.availabilityLine}>
          <LocationIcon size={20} />
          <span>
            {i18n._({
              id: 'unit.availability.heldAt',
              message: 'Held at {branch}, {city}, {state}',
              values: { branch: holding.name, city: holding.city, state: holding.state },
            })}
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
          <Link href={paths.branch.getHref((holding ?? savedBranch)!.id)}>
            {i18n._({ id: 'unit.availability.branchDetails', message: 'Branch details' })}
          </Link>
        </p>
      ) : null}
      {savedBranch && !atSavedBranch ? (
        <p className={styles.note}>
          {holding
            ? i18n._({
                id: 'unit.availability.transfer',
                message:
                  'Your branch in {city}, {state} can arrange delivery or a transfer of this unit.',
                values: { city: savedBranch.city, state: savedBranch.state },
              })
            : i18n._({
                id: 'unit.availability.ask',
                message: 'Ask your branch in {city}, {state} about this unit.',
                values: { city: savedBranch.city, state: savedBranch.state },
              })}
        </p>
      ) : null}
      {savedBranch ? null : (
        <div className={styles.findBranch}>
          <p className={styles.note}>
            {i18n._({
              id: 'unit.availability.findPrompt',
              message: 'Find your local branch to see availability near you.',
            })}
          </p>
          <LocalBranchFinder
            className={styles.finder}
            label={i18n._({ id: 'unit.availability.find', message: 'Find your local branch' })}
            alwaysShowDefaultText
          />
        </div>
      )}
    </section>
  );
}

import type { Listing } from '@liftline/sdk';
import { ChoiceGroup } from '../quote-fields';
import { BACK, defineStep, NEXT } from './step';

const LISTING_OPTIONS: readonly { value: Listing; label: string; description: string }[] = [
  { value: 'rent', label: 'Rent', description: 'For a job: daily, weekly or monthly' },
  { value: 'buy', label: 'Buy', description: 'Own it: new or used' },
];

/** Rent or buy: only what the equipment is offered for, once its lookup answered. */
export const ListingStep = defineStep(
  { title: 'Rent or buy', fields: ['listing'], back: BACK, submit: NEXT },
  function ListingStep({ flow: { equipment, draft, errors, change }, id }) {
    const offered =
      equipment.status === 'loaded'
        ? LISTING_OPTIONS.filter((option) =>
            option.value === 'rent' ? equipment.equipment.for_rent : equipment.equipment.for_sale,
          )
        : [];
    return (
      <ChoiceGroup
        id={`${id}-listing`}
        name={`${id}-listing`}
        legend="Do you want to rent or buy?"
        value={draft.listing}
        options={offered.length ? offered : LISTING_OPTIONS}
        errors={errors.listing}
        onChange={(value) => change('listing', value)}
      />
    );
  },
);

// Type-level test of the typings for React hosts (checked by `tsc`, not run).
import type {} from './jsx';
import { expectTypeOf } from 'vitest';
import type {
  BranchChangeEvent,
  EquipmentListElement,
  EquipmentSelectEvent,
  FindBranchElement,
  QuoteListButtonElement,
  QuoteSubmittedEvent,
} from './jsx';

export function DealerPage() {
  return (
    <>
      <find-branch
        api-base="https://rentals.example.com/api"
        product="acme"
        label="Pick a yard"
        always-show-default-text
        store-url="https://rentals.example.com"
        lang="en-US"
        onbranch-change={(event) => {
          expectTypeOf(event).toEqualTypeOf<BranchChangeEvent>();
          expectTypeOf(event.detail.branch.city).toBeString();
          expectTypeOf(event.detail.zip_code).toBeString();
        }}
      />
      <request-quote
        api-base="https://rentals.example.com/api"
        equipment-id={42}
        button-text="Get a quote"
        onquote-submitted={(event) => {
          expectTypeOf(event).toEqualTypeOf<QuoteSubmittedEvent>();
          expectTypeOf(event.detail.receipt.reference).toBeString();
        }}
      />
      {/* @ts-expect-error -- not an attribute of <request-quote> */}
      <request-quote equipment="42" />
      <quote-list-button
        product="acme"
        button-text="My quote"
        onquote-submitted={(event) => {
          expectTypeOf(event).toEqualTypeOf<QuoteSubmittedEvent>();
        }}
      />
      <equipment-list
        api-base="https://rentals.example.com/api"
        branch-id={3}
        category="aerial_lifts"
        listing="rent"
        per-page={12}
        sort="newest"
        onequipment-select={(event) => {
          expectTypeOf(event).toEqualTypeOf<EquipmentSelectEvent>();
          expectTypeOf(event.detail.id).toBeNumber();
        }}
      />
      {/* @ts-expect-error -- listing is rent or buy */}
      <equipment-list listing="lease" />
    </>
  );
}

expectTypeOf(document.querySelector('find-branch')).toEqualTypeOf<FindBranchElement | null>();
document.addEventListener('quote-submitted', (event) => {
  expectTypeOf(event.detail.receipt.id).toBeNumber();
});
expectTypeOf(
  document.querySelector('quote-list-button'),
).toEqualTypeOf<QuoteListButtonElement | null>();
expectTypeOf(document.querySelector('equipment-list')).toEqualTypeOf<EquipmentListElement | null>();
expectTypeOf<FindBranchElement['label']>().toEqualTypeOf<string | null>();
document.addEventListener('equipment-select', (event) => {
  expectTypeOf(event.detail.id).toBeNumber();
});

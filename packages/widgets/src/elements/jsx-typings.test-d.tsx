// Type-level test of the typings for React hosts (checked by `tsc`, not run).
import type {} from './jsx';
import { expectTypeOf } from 'vitest';
import type { BranchChangeEvent, FindBranchElement, QuoteSubmittedEvent } from './jsx';

export function DealerPage() {
  return (
    <>
      <find-branch
        api-base="https://rentals.example.com/api"
        product="acme"
        label="Pick a yard"
        always-show-default-text
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
    </>
  );
}

expectTypeOf(document.querySelector('find-branch')).toEqualTypeOf<FindBranchElement | null>();
document.addEventListener('quote-submitted', (event) => {
  expectTypeOf(event.detail.receipt.id).toBeNumber();
});

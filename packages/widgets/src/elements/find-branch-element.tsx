import { createClient, memoryStorage } from '@liftline/sdk';
import { useMemo } from 'react';
import { BranchFinder, DEFAULT_BRANCH_FINDER_LABEL } from '../branch-finder/branch-finder';
import css from '../branch-finder/branch-finder.scss?inline';

/** Attributes of `<find-branch>` (kebab-case in HTML). */
export interface FindBranchAttributes {
  /** API base URL including `/api`, e.g. `https://rentals.example.com/api`. Default: same origin `/api`. */
  apiBase?: string;
  /** Storage key prefix (`{product}_local_branch`). Default `liftline`. */
  product?: string;
  label?: string;
  alwaysShowDefaultText?: boolean;
}

export const DEFAULT_PRODUCT_KEY = 'liftline';

/** `<find-branch>`: the storefront's branch finder for any web page, styled inside its shadow root. */
export function FindBranchElement({
  apiBase,
  product,
  label,
  alwaysShowDefaultText,
}: FindBranchAttributes) {
  const baseUrl = apiBase || '/api';
  const productKey = product || DEFAULT_PRODUCT_KEY;
  // Widgets run on dealers' origins: public calls only, no cookies, and never the host page's
  // `access_token` from localStorage (the dealer's own app may use that key).
  const client = useMemo(
    () => createClient({ baseUrl, credentials: 'omit', storage: memoryStorage() }),
    [baseUrl],
  );
  return (
    <>
      <style>{`:host{display:inline-block}${css}`}</style>
      <BranchFinder
        key={`${baseUrl}|${productKey}`}
        client={client}
        productKey={productKey}
        label={label || DEFAULT_BRANCH_FINDER_LABEL}
        alwaysShowDefaultText={alwaysShowDefaultText ?? false}
      />
    </>
  );
}

import type { components } from '@liftline/sdk/schema';
import type { SiteKeyResolver } from '../dealers/site-key-resolver';
import { pageOnOrigin } from '../dealers/site-keys';

type DealerSourceInput = components['schemas']['DealerSourceInput'];

/** What a lead keeps of the dealer site that sent it (the columns of migration 028). */
export interface CreditedSource {
  dealer_site_id: number;
  /** Origin and path on the credited origin, no query or fragment; null when not on it. */
  source_page: string | null;
  source_element: components['schemas']['WidgetElement'] | null;
}

/**
 * The dealer site a request's `source` credits, or null: no `source`, or its key does not credit
 * the request's `Origin` (malformed or unknown key, inactive site, another origin, no Origin).
 * Null means the request goes through as a storefront one, keeping nothing of the source.
 */
export async function creditedSource(
  siteKeys: Pick<SiteKeyResolver, 'credit'>,
  source: DealerSourceInput | null | undefined,
  origin: string | undefined,
): Promise<CreditedSource | null> {
  if (!source) return null;
  const credited = await siteKeys.credit(source.site_key, origin);
  if (!credited) return null;
  return {
    dealer_site_id: credited.id,
    source_page: pageOnOrigin(source.page, credited.origin),
    source_element: source.element ?? null,
  };
}

/** The columns of a lead sent without credit. */
export const NO_SOURCE = { dealer_site_id: null, source_page: null, source_element: null } as const;

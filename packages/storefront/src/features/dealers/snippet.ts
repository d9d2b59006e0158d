import type { DealerSite } from './dealers-api';

/**
 * The one line a dealer pastes into their pages: the widgets loader from this storefront's origin
 * (`origin`), carrying the site's publishable key once.
 */
export function snippetOf(site: Pick<DealerSite, 'publishable_key'>, origin: string): string {
  return `<script src="${origin}/widgets/widgets.js" data-site-key="${site.publishable_key}" defer></script>`;
}

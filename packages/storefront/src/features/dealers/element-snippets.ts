import type { WidgetElement } from './labels';

/**
 * Each widget element's snippet for a dealer page, with the attributes a dealer sets most (see
 * packages/widgets/custom-elements.json and docs/widgets.md). `api-base` points the element at
 * this store's API (`origin`): on the dealer's own origin the default (`/api` there) would miss.
 * The site's key comes from the loader's `data-site-key`, so no element repeats it.
 */
export const ELEMENT_SNIPPETS: readonly {
  element: WidgetElement;
  snippet: (origin: string) => string;
}[] = [
  {
    element: 'find-branch',
    snippet: (origin) =>
      `<find-branch api-base="${origin}/api" label="Find Local Branch"></find-branch>`,
  },
  {
    element: 'request-quote',
    // `equipment-id="<unit id>"` asks about one unit; without it, the quote list or a general request.
    snippet: (origin) =>
      `<request-quote api-base="${origin}/api" button-text="Request a Quote"></request-quote>`,
  },
  {
    element: 'equipment-list',
    snippet: (origin) =>
      `<equipment-list api-base="${origin}/api" listing="rent" per-page="12"></equipment-list>`,
  },
  {
    element: 'quote-list-button',
    snippet: (origin) =>
      `<quote-list-button api-base="${origin}/api" button-text="Quote list"></quote-list-button>`,
  },
];

/** Storage prefix of the preview's widgets: their branch and quote list are not the store's. */
export const PREVIEW_PRODUCT = 'liftline-preview';

/**
 * The preview's markup of one element: on this store's own origin (its default `api-base`), with
 * its own storage prefix and NO site key, so nothing it does counts in the site's funnel or
 * credits the site (the loader counts only with a key).
 */
export function previewMarkup(element: WidgetElement): string {
  const extra = element === 'equipment-list' ? ' listing="rent" per-page="3"' : '';
  return `<${element} product="${PREVIEW_PRODUCT}"${extra}></${element}>`;
}

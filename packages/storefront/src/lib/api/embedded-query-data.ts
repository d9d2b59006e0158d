import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The element the server renders a page's data into (server: src/seo/unit-page.ts). */
export const QUERY_DATA_ID = 'liftline-query-data';

/**
 * Puts the data the server embedded in the page (`<script type="application/json">`, a list of
 * `{ key, data }`) into the query cache before the first render: the page shows it at once and does
 * not fetch it again while it is fresh. Malformed content is ignored (the page fetches as usual).
 */
export function seedEmbeddedQueryData(queryClient: QueryClient, doc: Document): number {
  const text = doc.getElementById(QUERY_DATA_ID)?.textContent;
  if (!text) return 0;
  try {
    const entries = JSON.parse(text) as unknown;
    if (!Array.isArray(entries)) return 0;
    let seeded = 0;
    for (const entry of entries as { key?: unknown; data?: unknown }[]) {
      if (!Array.isArray(entry?.key) || entry.data === undefined) continue;
      queryClient.setQueryData(entry.key as QueryKey, entry.data);
      seeded++;
    }
    return seeded;
  } catch {
    return 0;
  }
}

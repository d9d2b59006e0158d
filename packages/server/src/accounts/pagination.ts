/** One page of a list (the document's `page`/`per_page`, already validated and defaulted). */
export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageRequest(query: { page?: number; per_page?: number }): PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? 20 };
}

/** `limit` and `offset` of a page. */
export function limitOffset({ page, perPage }: PageRequest): [number, number] {
  return [perPage, (page - 1) * perPage];
}

/** The documented list shape: `{ items, meta: { page, per_page, total, total_pages } }`. */
export function pageOf<T>(items: T[], total: number, { page, perPage }: PageRequest) {
  return {
    items,
    meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}

/** An `ilike` pattern matching `q` anywhere (its `%`, `_` and `\` taken literally); null for no filter. */
export function containsPattern(q: string | undefined): string | null {
  const text = q?.trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

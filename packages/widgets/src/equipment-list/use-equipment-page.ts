import {
  isAbortError,
  unwrap,
  type ApiClient,
  type EquipmentSummary,
  type Schemas,
} from '@liftline/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EquipmentListSettings } from './settings';

/** What `GET /equipment` is asked for one page of the list. */
export type EquipmentPageQuery = Pick<
  EquipmentListSettings,
  'branchId' | 'category' | 'listing' | 'perPage' | 'sort'
> & { page: number; /** The search box's words (empty: none). */ q?: string };

export type EquipmentPageState =
  | { status: 'loading' }
  | { status: 'ready'; items: EquipmentSummary[]; meta: Schemas['PageMeta'] }
  | { status: 'error' };

/** The API's query parameters: those unset are left out (the API's defaults). */
export function equipmentQuery(query: EquipmentPageQuery) {
  return {
    page: query.page,
    per_page: query.perPage,
    branch_id: query.branchId ?? undefined,
    category: query.category ?? undefined,
    listing: query.listing ?? undefined,
    sort: query.sort ?? undefined,
    q: query.q || undefined,
  };
}

/**
 * One page of published equipment, fetched again whenever the query changes (the previous request
 * is aborted, so a late answer never replaces a newer one) and on `retry()`. `meta` is the last
 * page's, also while the next one loads.
 */
export function useEquipmentPage(client: ApiClient, query: EquipmentPageQuery) {
  const [state, setState] = useState<EquipmentPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The last page's meta stays while the next page loads (the pager keeps its buttons).
  const [meta, setMeta] = useState<Schemas['PageMeta'] | null>(null);
  const { page, perPage, branchId, category, listing, sort, q } = query;
  const params = useMemo(
    () => equipmentQuery({ page, perPage, branchId, category, listing, sort, q }),
    [page, perPage, branchId, category, listing, sort, q],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    unwrap(
      client.GET('/equipment', {
        params: { query: params },
        signal: controller.signal,
      }),
    ).then(
      (page) => {
        setState({ status: 'ready', items: page.items, meta: page.meta });
        setMeta(page.meta);
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [client, params, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, meta, retry };
}

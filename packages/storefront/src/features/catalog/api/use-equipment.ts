import { unwrap, type components } from '@liftline/sdk';
import { useEffect, useState } from 'react';
import type { EquipmentSearch } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

type EquipmentPage = components['schemas']['EquipmentPage'];
type Equipment = components['schemas']['Equipment'];

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: T };

function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, value: { status: 'done', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Something went wrong';
        setState({ key, value: { status: 'error', message } });
      },
    );
    return () => controller.abort();
    // `key` identifies the request; `load` is recreated every render.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** A page of the public catalog (`GET /equipment`). */
export function useEquipmentPage(search: EquipmentSearch, perPage = 12): Loadable<EquipmentPage> {
  const query = { q: search.q || undefined, category: search.category, per_page: perPage };
  return useLoad(JSON.stringify(query), (signal) =>
    unwrap(apiClient.GET('/equipment', { params: { query }, signal })),
  );
}

/** One listing (`GET /equipment/{id}`). */
export function useEquipment(id: number): Loadable<Equipment> {
  return useLoad(String(id), (signal) =>
    unwrap(apiClient.GET('/equipment/{id}', { params: { path: { id } }, signal })),
  );
}

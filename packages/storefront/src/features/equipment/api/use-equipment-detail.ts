import { unwrap, type Equipment } from '@liftline/sdk';
import { useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { useLoad, type LoadResult } from '@/lib/use-load';

/**
 * One listing (`GET /equipment/{id}`), asked for with the visitor's saved branch (`branch_id`) so the
 * server may answer that branch's rates. When only the branch changes, the unit already shown stays
 * on screen until the new answer arrives (no skeleton flash after a branch search).
 */
export function useEquipmentDetail(id: number, branchId: number | null): LoadResult<Equipment> {
  const query = branchId ? { branch_id: branchId } : {};
  const result = useLoad(`${id}?branch=${branchId ?? ''}`, (signal) =>
    unwrap(apiClient.GET('/equipment/{id}', { params: { path: { id }, query }, signal })),
  );
  const [shown, setShown] = useState<Equipment | null>(null);
  if (result.status === 'done' && result.data !== shown) setShown(result.data);
  if (result.status === 'loading' && shown?.id === id) {
    return { status: 'done', data: shown, reload: result.reload, setData: result.setData };
  }
  return result;
}

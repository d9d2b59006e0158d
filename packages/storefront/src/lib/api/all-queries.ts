import type { UseQueryResult } from '@tanstack/react-query';

type QueryLike<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'refetch'>;

/**
 * Several reads as one for `QueryView`: the data once every query has it, the first error, and a
 * retry that refetches what failed.
 *
 *   const data = allQueries({ roles: rolesQuery, permissions: permissionsQuery });
 *   <QueryView query={data} …>{({ roles, permissions }) => …}</QueryView>
 */
export function allQueries<T extends Record<string, unknown>>(queries: {
  [K in keyof T]: QueryLike<T[K]>;
}): QueryLike<T> {
  const entries = Object.entries(queries) as [keyof T, QueryLike<T[keyof T]>][];
  const failed = entries.filter(([, query]) => query.isError);
  const complete = entries.every(([, query]) => query.data !== undefined);
  return {
    data: complete
      ? (Object.fromEntries(entries.map(([key, query]) => [key, query.data])) as T)
      : undefined,
    error: failed[0]?.[1].error ?? null,
    isError: failed.length > 0,
    refetch: (async () => {
      await Promise.all(failed.map(([, query]) => query.refetch()));
    }) as unknown as QueryLike<T>['refetch'],
  } as QueryLike<T>;
}

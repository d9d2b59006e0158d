import type { UseQueryResult } from '@tanstack/react-query';

/** What a line needs of a read (its unit, its availability): the answer, the failure, a retry. */
export type LineQuery<T> = Pick<
  UseQueryResult<T, unknown>,
  'data' | 'error' | 'isError' | 'refetch'
>;

import { ApiError, errorNotice } from '@liftline/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, type LoadErrorTitle } from './load-error';

interface QueryViewProps<T> extends LoadErrorTitle {
  // The error is the SDK's ApiError/NetworkError (see api-provider.tsx), whatever the hooks' type says.
  query: Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'refetch' | 'isError'>;
  /** Shown until the first answer (skeletons the size of the content). */
  loading: ReactNode;
  /** Shown instead of the error box for a 404 (e.g. the not-found page). */
  notFound?: ReactNode;
  /** Wraps the error box (e.g. in the page's frame, as `loading` is). */
  frame?: (content: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The loading and error states of every read, in one place: `loading` until the first answer, the
 * error box with "Try again" when it failed (a 404 may show `notFound`), otherwise the data. While
 * a next page or filter loads, the previous data stays on screen (`placeholderData`).
 */
export function QueryView<T>({
  query,
  title,
  what,
  loading,
  notFound,
  frame = (content) => content,
  children,
}: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.status === 404)
      return <>{notFound}</>;
    return (
      <>
        {frame(
          <LoadError
            title={title}
            what={what}
            message={errorNotice(query.error).message}
            onRetry={() => void query.refetch()}
          />,
        )}
      </>
    );
  }
  return <>{loading}</>;
}

import { createPublicClient, memoryStorage, type ApiClient } from '@liftline/sdk';
import { useMemo } from 'react';

/**
 * The SDK client of a widget on a dealer's page: public calls only (no session: never the host
 * page's `access_token` from localStorage, which the dealer's own app may use), no cookies.
 */
export function useWidgetClient(baseUrl: string, productKey: string): ApiClient {
  return useMemo(
    () =>
      createPublicClient({ baseUrl, credentials: 'omit', storage: memoryStorage(), productKey }),
    [baseUrl, productKey],
  );
}

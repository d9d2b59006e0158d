import { createClient, memoryStorage, type ApiClient } from '@liftline/sdk';
import { useMemo } from 'react';

/**
 * The SDK client of a widget on a dealer's page: public calls only, no cookies, and never the host
 * page's `access_token` from localStorage (the dealer's own app may use that key).
 */
export function useWidgetClient(baseUrl: string, productKey: string): ApiClient {
  return useMemo(
    () => createClient({ baseUrl, credentials: 'omit', storage: memoryStorage(), productKey }),
    [baseUrl, productKey],
  );
}

import { createPublicClient, memoryStorage, type ApiClient } from '@liftline/sdk';
import { useMemo, useRef } from 'react';
import type { Lang } from '../messages';

/**
 * The SDK client of a widget on a dealer's page: public calls only (no session: never the host
 * page's `access_token` from localStorage, which the dealer's own app may use), no cookies. The
 * API answers in the widget's language (`Accept-Language`: `lang`; none for English).
 */
export function useWidgetClient(baseUrl: string, productKey: string, lang?: Lang): ApiClient {
  // Read per request: a new `lang` keeps the client (and what the dialog holds).
  const language = useRef(lang);
  language.current = lang;
  return useMemo(
    () =>
      createPublicClient({
        baseUrl,
        credentials: 'omit',
        storage: memoryStorage(),
        productKey,
        locale: () => language.current ?? 'en',
      }),
    [baseUrl, productKey],
  );
}

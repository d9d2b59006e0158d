import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, type ReactNode } from 'react';
import { Router, type RouterProps } from 'wouter';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { SessionTimeoutModal } from '@/components/session-timeout/session-timeout-modal';
import { ToastProvider } from '@/components/toasts/toast-provider';
import type { QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '@/lib/api/api-provider';
import type { StorefrontClient } from '@/lib/api/storefront-client';
import { AuthProvider, type AuthSessionLogic } from '@/lib/auth';
import { LOCALE_BASES, type Locale } from '@/i18n/locales';

export type AppRouterOptions = Omit<RouterProps, 'children'>;

export interface AppProviderProps {
  children: ReactNode;
  /** The API client and its events (`createStorefrontClient()`; tests: over a fake `fetch`). */
  api: StorefrontClient;
  /** The query cache (`createQueryClient()`). */
  queryClient: QueryClient;
  /** Router options; tests pass `memoryLocation()`'s `hook`/`searchHook`. Default: the browser location. */
  router?: AppRouterOptions;
  /** The auth session machine; tests pass one with fake actors. Default: wired to the API client. */
  authLogic?: AuthSessionLogic;
  /**
   * The page's language, with its messages loaded (`createI18n`). Its pages live under the
   * language's base (`/es` for Spanish): the router's paths and links are inside it.
   */
  i18n: I18n;
}

/**
 * Everything the pages rely on: the page's language, the API client and query cache, the router,
 * the auth session, toasts and the progress bar.
 */
export function AppProvider({
  children,
  api,
  queryClient,
  router,
  authLogic,
  i18n,
}: AppProviderProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ApiProvider api={api} queryClient={queryClient}>
          <Router base={LOCALE_BASES[i18n.locale as Locale]} {...router}>
            <AuthProvider {...(authLogic ? { logic: authLogic } : {})}>
              <ToastProvider>
                <ProgressBar />
                {children}
                <SessionTimeoutModal />
              </ToastProvider>
            </AuthProvider>
          </Router>
        </ApiProvider>
      </I18nProvider>
    </StrictMode>
  );
}

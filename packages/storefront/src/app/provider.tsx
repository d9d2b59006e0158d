import { StrictMode, type ReactNode } from 'react';
import { Router, type RouterProps } from 'wouter';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { SessionTimeoutModal } from '@/components/session-timeout/session-timeout-modal';
import { ToastProvider } from '@/components/toasts/toast-provider';
import { AuthProvider, type AuthSessionLogic } from '@/lib/auth';

export type AppRouterOptions = Omit<RouterProps, 'children'>;

interface AppProviderProps {
  children: ReactNode;
  /** Router options; tests pass `memoryLocation()`'s `hook`/`searchHook`. Default: the browser location. */
  router?: AppRouterOptions;
  /** The auth session machine; tests pass one with fake actors. Default: wired to the API client. */
  authLogic?: AuthSessionLogic;
}

/** Everything the pages rely on: the router, the auth session, toasts and the progress bar. */
export function AppProvider({ children, router, authLogic }: AppProviderProps) {
  return (
    <StrictMode>
      <Router {...router}>
        <AuthProvider {...(authLogic ? { logic: authLogic } : {})}>
          <ToastProvider>
            <ProgressBar />
            {children}
            <SessionTimeoutModal />
          </ToastProvider>
        </AuthProvider>
      </Router>
    </StrictMode>
  );
}

import { StrictMode, type ReactNode } from 'react';
import { Router, type RouterProps } from 'wouter';
import { ToastProvider } from '@/components/toasts/toast-provider';

export type AppRouterOptions = Omit<RouterProps, 'children'>;

interface AppProviderProps {
  children: ReactNode;
  /** Router options; tests pass `memoryLocation()`'s `hook`/`searchHook`. Default: the browser location. */
  router?: AppRouterOptions;
}

/** Everything the pages rely on: the router and the toasts. */
export function AppProvider({ children, router }: AppProviderProps) {
  return (
    <StrictMode>
      <Router {...router}>
        <ToastProvider>{children}</ToastProvider>
      </Router>
    </StrictMode>
  );
}

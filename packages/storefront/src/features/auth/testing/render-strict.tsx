import { render } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/toasts/toast-provider';
import { AuthProvider, authSessionLogic } from '@/lib/auth';

/**
 * Renders `ui` under a root `<StrictMode>` with the providers a page needs (real auth session over
 * the fake API client) and reports how often React ran a mount effect: 2 proves that StrictMode's
 * double effects happened, so a "sent once" assertion means something.
 */
export function renderStrict(ui: ReactNode, url: string) {
  const location = memoryLocation({ path: url, record: true });
  const probe = { mountEffects: 0 };
  function Probe() {
    useEffect(() => {
      probe.mountEffects += 1;
    }, []);
    return null;
  }
  const result = render(
    <StrictMode>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AuthProvider logic={authSessionLogic}>
          <ToastProvider>
            <Probe />
            {ui}
          </ToastProvider>
        </AuthProvider>
      </Router>
    </StrictMode>,
  );
  return { ...result, probe, history: location.history };
}

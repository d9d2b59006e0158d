import { useEffect, type ReactNode } from 'react';
import { renderApp } from '@/testing/render-app';
import type { FakeApi } from '@/testing/fake-api';

/**
 * Renders `ui` in the app's providers under a root `<StrictMode>` (with the real auth session over
 * `api`) and reports how often React ran a mount effect: 2 proves that StrictMode's double effects
 * happened, so a "sent once" assertion means something.
 */
export function renderStrict(ui: ReactNode, url: string, api: FakeApi) {
  const probe = { mountEffects: 0 };
  function Probe() {
    useEffect(() => {
      probe.mountEffects += 1;
    }, []);
    return null;
  }
  const result = renderApp(
    <>
      <Probe />
      {ui}
    </>,
    { url, api, authLogic: 'real', strict: true },
  );
  return { ...result, probe };
}

import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';

export interface RenderAppOptions {
  /** Initial URL (path and optional `?search`). Default `/`. */
  url?: string;
}

export interface RenderAppResult extends RenderResult {
  /** Every URL visited, in order (the memory location's history). */
  history: string[];
  navigate: (to: string) => void;
}

/** Renders `ui` inside the app's providers, with an in-memory location starting at `url`. */
export function renderApp(ui: ReactNode, { url = '/' }: RenderAppOptions = {}): RenderAppResult {
  const location = memoryLocation({ path: url, record: true });
  const result = render(
    <AppProvider router={{ hook: location.hook, searchHook: location.searchHook }}>
      {ui}
    </AppProvider>,
  );
  return { ...result, history: location.history, navigate: location.navigate };
}

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute, trackedLoader } from '@/app/lazy-route';
import { loadBootedPage } from './booted-page';

const Page = () => <h1>The booted page</h1>;
const Other = () => <h1>Another page</h1>;

function bootScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/** A route table of two pages (`/equipment/:id` and `/`), as loaderFor sees it. */
function table() {
  const loadDetail = vi.fn(async () => ({ default: Page }));
  const detail = trackedLoader(loadDetail);
  const home = trackedLoader(async () => ({ default: Other }));
  const loaderFor = (path: string) => (path.startsWith('/equipment/') ? detail : home);
  return { detail, loadDetail, home, loaderFor };
}

function renderRoute(load: ReturnType<typeof trackedLoader>) {
  const Route = lazyRoute(load);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Route />
    </Suspense>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadBootedPage', () => {
  it("takes the module the boot script imported, without the route's loader (no preload helper)", async () => {
    const { detail, loadDetail, loaderFor } = table();
    bootScript({ 'data-page': '/assets/detail.js', 'data-route': '/equipment/:equipment_id' });
    const importPage = vi.fn(async () => ({ default: Page }));
    await loadBootedPage(document, '/equipment/7', loaderFor, importPage);
    expect(importPage).toHaveBeenCalledWith('/assets/detail.js');
    expect(loadDetail).not.toHaveBeenCalled();
    // The page renders in the first commit: what hydration needs.
    renderRoute(detail);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The booted page' })).toBeTruthy();
  });

  it("uses the route's loader when the boot script belongs to another route", async () => {
    const { home, loaderFor } = table();
    bootScript({ 'data-page': '/assets/detail.js', 'data-route': '/equipment/:equipment_id' });
    const importPage = vi.fn(async () => ({ default: Page }));
    await loadBootedPage(document, '/', loaderFor, importPage);
    expect(importPage).not.toHaveBeenCalled();
    renderRoute(home);
    expect(screen.getByRole('heading', { name: 'Another page' })).toBeTruthy();
  });

  it("uses the route's loader when the page has no boot script (a client-rendered shell)", async () => {
    const { detail, loadDetail, loaderFor } = table();
    const importPage = vi.fn(async () => ({ default: Other }));
    await loadBootedPage(document, '/equipment/7', loaderFor, importPage);
    expect(importPage).not.toHaveBeenCalled();
    expect(loadDetail).toHaveBeenCalledOnce();
    renderRoute(detail);
    expect(screen.getByRole('heading', { name: 'The booted page' })).toBeTruthy();
  });

  it('does nothing for a path no route matches', async () => {
    const importPage = vi.fn();
    await loadBootedPage(document, '/nowhere', () => null, importPage);
    expect(importPage).not.toHaveBeenCalled();
  });
});

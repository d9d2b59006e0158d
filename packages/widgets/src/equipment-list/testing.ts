import type { EquipmentSummary } from '@liftline/sdk';
import { anEquipmentSummary, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import {
  act,
  waitFor,
  within,
  type ByRoleMatcher,
  type ByRoleOptions,
} from '@testing-library/react';
import { vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { equipmentListMount } from '../elements/equipment-list/equipment-list-view';
import type { MountedWidget } from '../elements/mount-contract';
import { mountView, type ViewRenderer } from '../elements/mount-view';

export const API = 'https://rentals.example.com/api';
const NAMES = [
  'api-base',
  'product',
  'branch-id',
  'category',
  'listing',
  'per-page',
  'sort',
  'search',
  'categories',
  'lang',
];
const widgets: MountedWidget[] = [];

// The chunk renders with preact; tests render the same view with React, over the same first paint.
const reactRoots = new Map<ShadowRoot, Root>();
const reactRenderer: ViewRenderer = {
  render(element, root) {
    let reactRoot = reactRoots.get(root);
    if (!reactRoot) {
      root.replaceChildren();
      reactRoot = createRoot(root);
      reactRoots.set(root, reactRoot);
    }
    reactRoot.render(element);
  },
  clear(root) {
    reactRoots.get(root)?.unmount();
    reactRoots.delete(root);
  },
};
const mount = mountView(equipmentListMount, reactRenderer);

/**
 * A fake `GET /equipment` over `total` units (ids 1…total), paged as the API pages them. With
 * `filters`, `q` matches the title and `category` the unit's category, as the API filters.
 */
export function fakeEquipmentApi(
  total: number,
  unit: (id: number) => Partial<EquipmentSummary> = () => ({}),
  { filters = false }: { filters?: boolean } = {},
) {
  const requests: URL[] = [];
  let failing = false;
  const fetch = vi.fn(
    fakeFetch((request) => {
      const url = new URL(request.url);
      requests.push(url);
      if (failing) return jsonResponse({ error: { code: 'server_error', message: 'Boom' } }, 500);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 24);
      const q = filters ? url.searchParams.get('q')?.toLowerCase() : undefined;
      const category = filters ? url.searchParams.get('category') : null;
      const matching = Array.from({ length: total }, (_, index) =>
        anEquipmentSummary({ id: index + 1, title: `Unit ${index + 1}`, ...unit(index + 1) }),
      ).filter(
        (summary) =>
          (!q || summary.title.toLowerCase().includes(q)) &&
          (!category || summary.category === category),
      );
      const items = matching.slice((page - 1) * perPage, page * perPage);
      const found = matching.length;
      return jsonResponse({
        items,
        meta: { page, per_page: perPage, total: found, total_pages: Math.ceil(found / perPage) },
      });
    }),
  );
  return {
    fetch,
    requests,
    /** The last request's query, as `key=value` pairs. */
    lastQuery: () => Object.fromEntries(requests.at(-1)!.searchParams),
    fail: (on: boolean) => void (failing = on),
  };
}

// findBy* cannot watch a shadow root for changes (it throws on a ShadowRoot container): poll it.
export const findRole = (root: ShadowRoot, role: ByRoleMatcher, options?: ByRoleOptions) =>
  waitFor(() => within(root as unknown as HTMLElement).getByRole(role, options));
export const queryRole = (root: ShadowRoot, role: ByRoleMatcher, options?: ByRoleOptions) =>
  within(root as unknown as HTMLElement).queryByRole(role, options);
export const allRoles = (root: ShadowRoot, role: ByRoleMatcher, options?: ByRoleOptions) =>
  within(root as unknown as HTMLElement).getAllByRole(role, options);

/** Waits for a live region (`role="status"`) saying `text` (a status is not named by its text). */
export const findStatus = (root: ShadowRoot, text: string | RegExp) =>
  waitFor(() => {
    const status = [...root.querySelectorAll('[role="status"]')].find((region) =>
      typeof text === 'string' ? region.textContent === text : text.test(region.textContent ?? ''),
    );
    if (!status) throw new Error(`No status says ${String(text)}`);
    return status as HTMLElement;
  });

/** `<equipment-list>` as the loader mounts it: the host's attributes, its open shadow root. */
export function mountList(attributes: Record<string, string> = {}) {
  const host = document.createElement('equipment-list');
  for (const [name, value] of Object.entries({ 'api-base': API, ...attributes }))
    host.setAttribute(name, value);
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const values = () => Object.fromEntries(NAMES.map((name) => [name, host.getAttribute(name)]));
  let widget!: MountedWidget;
  act(() => {
    widget = mount(host, root, values());
  });
  widgets.push(widget);
  /** Sets an attribute and tells the widget, as the loader does. */
  const set = (name: string, value: string) =>
    act(() => {
      host.setAttribute(name, value);
      widget.update(values());
    });
  return { host, root, widget, set };
}

/** Unmounts every list of the test and empties the page. */
export function unmountLists() {
  act(() => widgets.splice(0).forEach((widget) => widget.unmount()));
  document.body.innerHTML = '';
}

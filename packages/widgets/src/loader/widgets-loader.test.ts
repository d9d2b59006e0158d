import { aBranch } from '@liftline/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountedWidget, MountWidget } from '../elements/mount-contract';
import type { ChunkModule } from './chunks';
import type { FindBranchElement } from './find-branch-element';
import { setChunkImporter } from './lazy-element';
import './widgets-loader';

// The loader's elements with an injected importer: what they paint before any code, when they ask
// for it, and what they do with it.

interface Deferred {
  resolve(module: ChunkModule): void;
  reject(error: unknown): void;
}
let imports: { name: string; deferred: Deferred }[];
let mounted: {
  host: HTMLElement;
  attributes: Record<string, string | null>;
  widget: MountedWidget;
}[];

const fakeMount: MountWidget = (host, _root, attributes) => {
  const widget = { update: vi.fn(), activate: vi.fn(), unmount: vi.fn() };
  mounted.push({ host, attributes: { ...attributes }, widget });
  return widget;
};

beforeEach(() => {
  localStorage.clear();
  imports = [];
  mounted = [];
  setChunkImporter(
    (name) =>
      new Promise<ChunkModule>((resolve, reject) => {
        imports.push({ name, deferred: { resolve, reject } });
      }),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function add<E extends HTMLElement = HTMLElement>(html: string): { element: E; root: ShadowRoot } {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.lastElementChild as E;
  return { element, root: element.shadowRoot! };
}
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[part="${name}"]`)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first paint', () => {
  it('<find-branch>: the label, else the saved branch with its phone link; follows local-branch-updated', () => {
    const { element, root } = add('<find-branch label="Pick a yard"></find-branch>');
    expect(element.shadowRoot?.mode).toBe('open');
    expect(part(root, 'link').textContent).toBe('Pick a yard');
    expect(part(root, 'link').getAttribute('aria-haspopup')).toBe('dialog');
    expect(part(root, 'phone')).toBeNull();

    // Another finder (or the storefront) saved a branch and announced it.
    const chicago = aBranch({
      id: 5,
      city: 'Chicago',
      state: 'IL',
      phone_number: '(312) 555-0100',
    });
    localStorage.setItem('liftline_local_branch', JSON.stringify(chicago));
    window.dispatchEvent(new CustomEvent('local-branch-updated'));
    // The branch links to its page on the store (store-url, else api-base's origin); 'Change'
    // opens the dialog.
    expect(part(root, 'branch').textContent).toBe('Chicago, IL');
    expect(part(root, 'branch').getAttribute('href')).toBe(`${location.origin}/branches/5`);
    expect(part(root, 'link').textContent).toBe('Change');
    expect(part(root, 'link').getAttribute('aria-label')).toBe('Change branch');
    expect(part(root, 'phone').getAttribute('href')).toBe('tel:+13125550100');
    element.setAttribute('api-base', 'https://rentals.example.com/api');
    expect(part(root, 'branch').getAttribute('href')).toBe(
      'https://rentals.example.com/branches/5',
    );
    element.setAttribute('store-url', 'https://shop.example.com/store/');
    expect(part(root, 'branch').getAttribute('href')).toBe(
      'https://shop.example.com/store/branches/5',
    );

    element.setAttribute('always-show-default-text', '');
    expect(part(root, 'link').textContent).toBe('Pick a yard');
    element.removeAttribute('label');
    expect(part(root, 'link').textContent).toBe('Find Local Branch');
  });

  it('<find-branch>: the branch saved under its product, also from another tab (storage)', () => {
    localStorage.setItem(
      'acme_local_branch',
      JSON.stringify(aBranch({ city: 'Austin', state: 'TX' })),
    );
    const { root } = add('<find-branch product="acme"></find-branch>');
    expect(part(root, 'branch').textContent).toBe('Austin, TX');
    localStorage.setItem('acme_local_branch', 'not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'acme_local_branch' }));
    expect(part(root, 'link').textContent).toBe('Find Local Branch');
  });

  it('<request-quote>: its button, button-text or the default', () => {
    const { element, root } = add('<request-quote button-text="Get a price"></request-quote>');
    expect(part(root, 'button').textContent).toBe('Get a price');
    expect(part(root, 'button').className).toBe(
      'lf-button lf-button--primary lf-request-quote__button',
    );
    element.setAttribute('button-text', ' ');
    expect(part(root, 'button').textContent).toBe('Request a Quote');
  });

  it('<quote-list-button>: the count follows quote-list-updated and storage, the button stays', () => {
    const lines = (n: number) =>
      JSON.stringify({
        v: 1,
        lines: Array.from({ length: n }, (_, i) => ({
          equipment_id: i + 1,
          mode: 'buy',
          quantity: 1,
        })),
      });
    localStorage.setItem('liftline_quote_list', lines(2));
    const { root } = add('<quote-list-button></quote-list-button>');
    const button = part(root, 'button');
    expect(button.textContent).toBe('Quote list 2');
    expect(button.getAttribute('aria-label')).toBe('Quote list 2 units');
    expect(part(root, 'count').textContent).toBe('2');

    localStorage.setItem('liftline_quote_list', lines(3));
    window.dispatchEvent(new Event('quote-list-updated'));
    expect(part(root, 'count').textContent).toBe('3');
    expect(button.getAttribute('aria-label')).toBe('Quote list 3 units');

    localStorage.setItem('liftline_quote_list', lines(1));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other_key' }));
    expect(part(root, 'count').textContent).toBe('3');
    window.dispatchEvent(new StorageEvent('storage', { key: 'liftline_quote_list' }));
    expect(part(root, 'count').textContent).toBe('1');
    expect(button.getAttribute('aria-label')).toBe('Quote list 1 unit');
    expect(part(root, 'button')).toBe(button);
  });

  it('<equipment-list>: a skeleton of per-page cards', () => {
    const { element, root } = add('<equipment-list per-page="3"></equipment-list>');
    expect(root.querySelectorAll('[part="card"]')).toHaveLength(3);
    element.removeAttribute('per-page');
    expect(root.querySelectorAll('[part="card"]')).toHaveLength(12);
  });
});

describe('attributes', () => {
  it('each attribute has a reflecting property', () => {
    const { element, root } = add<FindBranchElement>('<find-branch></find-branch>');
    element.label = 'By property';
    expect(element.getAttribute('label')).toBe('By property');
    expect(part(root, 'link').textContent).toBe('By property');
    element.alwaysShowDefaultText = false;
    expect(element.getAttribute('always-show-default-text')).toBe('false');
    element.setAttribute('store-url', 'https://rentals.example.com');
    expect(element.storeUrl).toBe('https://rentals.example.com');
    element.label = null;
    expect(element.hasAttribute('label')).toBe(false);
    expect(element.label).toBeNull();
  });
});

describe('loading the code', () => {
  it.each(['pointerenter', 'focusin', 'touchstart'])('%s imports the chunk once', async (type) => {
    const { element } = add('<request-quote equipment-id="7" lang="en-US"></request-quote>');
    expect(imports).toEqual([]);
    element.dispatchEvent(new Event(type, { bubbles: true }));
    element.dispatchEvent(new Event(type, { bubbles: true }));
    expect(imports.map((entry) => entry.name)).toEqual(['request-quote']);

    imports[0]!.deferred.resolve({ mount: fakeMount });
    await settle();
    expect(mounted).toHaveLength(1);
    expect(mounted[0]!.host).toBe(element);
    expect(mounted[0]!.attributes).toMatchObject({ 'equipment-id': '7', lang: 'en-US' });
    expect(mounted[0]!.widget.activate).not.toHaveBeenCalled();
  });

  it('a click before the code: busy at once, then activate() once mounted', async () => {
    const { root } = add('<request-quote></request-quote>');
    const button = part(root, 'button');
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.lf-spinner')).not.toBeNull();
    button.click();
    expect(imports).toHaveLength(1);

    imports[0]!.deferred.resolve({ mount: fakeMount });
    await settle();
    expect(mounted[0]!.widget.activate).toHaveBeenCalledTimes(1);
  });

  it('a click elsewhere in the element (the phone link) does not wait for the code', () => {
    localStorage.setItem('liftline_local_branch', JSON.stringify(aBranch()));
    const { root } = add('<find-branch></find-branch>');
    part(root, 'phone').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(part(root, 'link').hasAttribute('aria-busy')).toBe(false);
  });

  it("a failed import shows the 'Oops!' toast, ends the busy state and is retried on the next interaction", async () => {
    const { element, root } = add('<quote-list-button></quote-list-button>');
    part(root, 'button').click();
    imports[0]!.deferred.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    const toast = part(root, 'toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(part(root, 'button').hasAttribute('aria-busy')).toBe(false);
    expect(mounted).toEqual([]);

    element.dispatchEvent(new Event('pointerenter'));
    expect(imports.map((entry) => entry.name)).toEqual(['quote-list-button', 'quote-list-button']);
    expect(root.querySelector('[part="toast"]')).toBeNull();
    imports[1]!.deferred.resolve({ mount: fakeMount });
    await settle();
    expect(mounted).toHaveLength(1);
  });

  it('the toast hides by itself and on its close button', async () => {
    vi.useFakeTimers();
    const { root } = add('<request-quote></request-quote>');
    part(root, 'button').click();
    imports[0]!.deferred.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(part(root, 'toast')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(root.querySelector('[part="toast"]')).toBeNull();

    part(root, 'button').click();
    imports[1]!.deferred.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    root.querySelector<HTMLElement>('.lf-toast__close')!.click();
    expect(root.querySelector('[part="toast"]')).toBeNull();
  });

  it('once mounted: attribute changes go to update(), removal to unmount(), and a later element mounts at once', async () => {
    const { element } = add('<find-branch></find-branch>');
    element.dispatchEvent(new Event('focusin'));
    imports[0]!.deferred.resolve({ mount: fakeMount });
    await settle();
    const { widget } = mounted[0]!;
    element.setAttribute('label', 'Yards');
    expect(widget.update).toHaveBeenCalledWith(expect.objectContaining({ label: 'Yards' }));
    element.remove();
    expect(widget.unmount).toHaveBeenCalledTimes(1);

    add('<find-branch></find-branch>');
    expect(mounted).toHaveLength(2);
    expect(imports).toHaveLength(1);
  });

  it('<equipment-list> imports when it comes within 400px of the viewport', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    add('<equipment-list></equipment-list>');
    expect(observers[0]!.options?.rootMargin).toBe('400px');
    observers[0]!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never);
    expect(imports).toEqual([]);
    observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    expect(imports.map((entry) => entry.name)).toEqual(['equipment-list']);
    vi.unstubAllGlobals();
  });
});

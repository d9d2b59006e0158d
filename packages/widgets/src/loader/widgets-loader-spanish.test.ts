import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MountWidget } from '../elements/mount-contract';
import * as spanishLoader from '../messages/es/loader';
import type { ChunkModule } from './chunks';
import { setChunkImporter } from './lazy-element';
import './widgets-loader';

// A Spanish element (`lang="es"`, or a Spanish ancestor): the loader, which holds English only,
// brings the chunk `loader-es` before it shows the first paint, and `words-es` with the code.

let imports: { name: string; resolve(module: unknown): void; reject(error: unknown): void }[];
let mounts: Record<string, string | null>[];

const fakeMount: MountWidget = (_host, _root, attributes) => {
  mounts.push({ ...attributes });
  return { update() {}, unmount() {} };
};

beforeEach(() => {
  imports = [];
  mounts = [];
  setChunkImporter(
    (name) =>
      new Promise<ChunkModule>((resolve, reject) => {
        imports.push({ name, resolve: resolve as (module: unknown) => void, reject });
      }),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
});

function add(html: string): ShadowRoot {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.querySelector('request-quote, find-branch, quote-list-button')!.shadowRoot!;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (name: string, module: unknown) =>
  imports.find((entry) => entry.name === name)!.resolve(module);
const button = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part="button"]')!;
const widget = (root: ShadowRoot) => root.querySelector<HTMLElement>('.lf-widget')!;

describe('a Spanish element', () => {
  it('holds its room unseen until the loader’s Spanish words come, then reads Solicitar cotización', async () => {
    const root = add('<request-quote lang="es"></request-quote>');
    expect(imports.map((entry) => entry.name)).toEqual(['loader-es']);
    // The English first state keeps the box, but nobody sees (or hears) it.
    expect(widget(root).style.visibility).toBe('hidden');
    answer('loader-es', spanishLoader);
    await settle();
    expect(button(root).textContent).toBe('Solicitar cotización');
    expect(widget(root).style.visibility).toBe('');
  });

  it('follows a Spanish page (<html lang="es-US">) and imports the loader’s words once', async () => {
    document.documentElement.lang = 'es-US';
    try {
      const root = add(
        '<div><find-branch></find-branch><quote-list-button></quote-list-button></div>',
      );
      answer('loader-es', spanishLoader);
      await settle();
      expect(imports.map((entry) => entry.name)).toEqual(['loader-es']);
      expect(root.textContent).toContain('Buscar sucursal');
      const list = document.querySelector('quote-list-button')!.shadowRoot!;
      expect(button(list).getAttribute('aria-label')).toBe('Lista de cotización 0 unidades');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('mounts once both its code and the Spanish words chunk are here', async () => {
    const root = add('<request-quote lang="es"></request-quote>');
    answer('loader-es', spanishLoader);
    await settle();
    button(root).click();
    expect(imports.map((entry) => entry.name)).toEqual(['loader-es', 'request-quote', 'words-es']);
    answer('request-quote', { mount: fakeMount });
    await settle();
    expect(mounts).toEqual([]);
    answer('words-es', { lang: 'es' });
    await settle();
    expect(mounts).toHaveLength(1);
  });

  it('speaks English when the Spanish words cannot be loaded', async () => {
    const root = add('<request-quote lang="es"></request-quote>');
    imports[0]!.reject(new Error('offline'));
    await settle();
    expect(button(root).textContent).toBe('Request a Quote');
    expect(widget(root).style.visibility).toBe('');
  });

  it('<equipment-list lang="es">: its skeleton (no words) at once, its code with the Spanish words', async () => {
    document.body.insertAdjacentHTML('beforeend', '<equipment-list lang="es"></equipment-list>');
    const root = document.querySelector('equipment-list')!.shadowRoot!;
    expect(root.querySelectorAll('.lf-eql-card').length).toBeGreaterThan(0);
    expect(imports.map((entry) => entry.name)).toEqual(['loader-es', 'equipment-list', 'words-es']);
    answer('equipment-list', { mount: fakeMount });
    answer('words-es', { lang: 'es' });
    await settle();
    expect(mounts).toHaveLength(1);
  });

  it('an English element never asks for Spanish', async () => {
    const root = add('<request-quote lang="en-US"></request-quote>');
    expect(button(root).textContent).toBe('Request a Quote');
    button(root).click();
    expect(imports.map((entry) => entry.name)).toEqual(['request-quote']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import { EQUIPMENT_LIST_ATTRIBUTES } from '../loader/equipment-list-element';
import { FIND_BRANCH_ATTRIBUTES } from '../loader/find-branch-element';
import { QUOTE_LIST_BUTTON_ATTRIBUTES } from '../loader/quote-list-button-element';
import { REQUEST_QUOTE_ATTRIBUTES } from '../loader/request-quote-element';
import { BRANCH_CHANGE_EVENT, QUOTE_SUBMITTED_EVENT } from './events';

// custom-elements.json (`pnpm run manifest`) must document everything hosts can use.
interface Declaration {
  kind: string;
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}
const declarations = manifest.modules.flatMap((module) => module.declarations as Declaration[]);
const element = (tag: string) => declarations.find((d) => d.tagName === tag)!;
const names = (list: { name: string }[] | undefined) =>
  (list ?? []).map((item) => item.name).sort();
/** Every element's attributes: its own and `lang`. */
const attributes = (own: readonly string[]) => [...own, 'lang'].sort();

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const partsIn = (...paths: string[]) =>
  [
    ...new Set(
      paths.flatMap((path) =>
        [...source(path).matchAll(/part(?:="|: ')([a-z-]+)/g)].map((m) => m[1]!),
      ),
    ),
  ].sort();
const customPropertiesIn = (...paths: string[]) =>
  [
    ...new Set(
      paths.flatMap((path) =>
        [...source(path).matchAll(/var\(\s*(--lf-[a-z-]+)/g)].map((m) => m[1]!),
      ),
    ),
  ].sort();

const base = ['../styles/_tokens.scss', '../styles/_controls.scss', '../styles/_modal.scss'];
const dialogParts = [
  '../request-quote/quote-modal.tsx',
  '../request-quote/quote-fields.tsx',
  ...Object.keys(import.meta.glob('../request-quote/steps/*.tsx')),
  '../toast/inline-toast.tsx',
];

describe('custom-elements.json', () => {
  it('<find-branch>: every attribute, event, part and custom property', () => {
    const declaration = element('find-branch');
    expect(names(declaration.attributes)).toEqual(attributes(FIND_BRANCH_ATTRIBUTES));
    expect(names(declaration.events)).toContain(BRANCH_CHANGE_EVENT);
    expect(names(declaration.cssParts)).toEqual(
      partsIn('../branch-finder/branch-finder.tsx', '../toast/inline-toast.tsx'),
    );
    expect(names(declaration.cssProperties)).toEqual(
      customPropertiesIn(...base, '../branch-finder/_branch-finder.scss'),
    );
  });

  it('<request-quote>: every attribute, event, part and custom property', () => {
    const declaration = element('request-quote');
    expect(names(declaration.attributes)).toEqual(attributes(REQUEST_QUOTE_ATTRIBUTES));
    expect(names(declaration.events)).toEqual([QUOTE_SUBMITTED_EVENT]);
    expect(names(declaration.cssParts)).toEqual(
      partsIn('../request-quote/request-quote.tsx', ...dialogParts),
    );
    expect(names(declaration.cssProperties)).toEqual(
      customPropertiesIn(
        ...base,
        '../request-quote/_request-quote.scss',
        '../request-quote/_request-quote-button.scss',
      ),
    );
  });

  it('<quote-list-button>: every attribute, event, part and custom property', () => {
    const declaration = element('quote-list-button');
    expect(names(declaration.attributes)).toEqual(attributes(QUOTE_LIST_BUTTON_ATTRIBUTES));
    expect(names(declaration.events)).toEqual([QUOTE_SUBMITTED_EVENT]);
    expect(names(declaration.cssParts)).toEqual(
      partsIn('./quote-list-button/quote-list-button-view.tsx', ...dialogParts),
    );
    expect(names(declaration.cssProperties)).toEqual(
      customPropertiesIn(
        ...base,
        '../request-quote/_request-quote.scss',
        './quote-list-button/_button.scss',
      ),
    );
  });

  it('<equipment-list>: every attribute, its event and parts', () => {
    const declaration = element('equipment-list');
    expect(names(declaration.attributes)).toEqual(attributes(EQUIPMENT_LIST_ATTRIBUTES));
    expect(names(declaration.events)).toEqual(['equipment-select']);
    expect(names(declaration.cssParts)).toEqual(
      expect.arrayContaining(partsIn('../equipment-list/skeleton.ts')),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import { BRANCH_CHANGE_EVENT, QUOTE_SUBMITTED_EVENT } from './events';
import { FIND_BRANCH_ATTRIBUTES } from './find-branch/find-branch-element';
import { REQUEST_QUOTE_ATTRIBUTES } from './request-quote/request-quote-element';

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

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const partsIn = (...paths: string[]) =>
  [
    ...new Set(
      paths.flatMap((path) => [...source(path).matchAll(/part="([a-z-]+)"/g)].map((m) => m[1]!)),
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

const styles = ['../styles/_base.scss', '../branch-finder/_branch-finder.scss'];

describe('custom-elements.json', () => {
  it('<find-branch>: every attribute, event, part and custom property', () => {
    const declaration = element('find-branch');
    expect(names(declaration.attributes)).toEqual(Object.keys(FIND_BRANCH_ATTRIBUTES).sort());
    expect(names(declaration.events)).toContain(BRANCH_CHANGE_EVENT);
    expect(names(declaration.cssParts)).toEqual(
      partsIn('../branch-finder/branch-finder.tsx', '../toast/inline-toast.tsx'),
    );
    expect(names(declaration.cssProperties)).toEqual(customPropertiesIn(...styles));
  });

  it('<request-quote>: every attribute, event, part and custom property', () => {
    const declaration = element('request-quote');
    expect(names(declaration.attributes)).toEqual(Object.keys(REQUEST_QUOTE_ATTRIBUTES).sort());
    expect(names(declaration.events)).toEqual([QUOTE_SUBMITTED_EVENT]);
    expect(names(declaration.cssParts)).toEqual(
      partsIn(
        '../request-quote/request-quote.tsx',
        '../request-quote/quote-modal.tsx',
        '../request-quote/quote-fields.tsx',
        ...Object.keys(import.meta.glob('../request-quote/steps/*.tsx')),
        '../toast/inline-toast.tsx',
      ),
    );
    expect(names(declaration.cssProperties)).toEqual(
      customPropertiesIn(
        '../styles/_base.scss',
        '../request-quote/_request-quote.scss',
        '../request-quote/_request-quote-button.scss',
      ),
    );
  });
});

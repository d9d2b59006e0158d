import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors, headingSlug, isExternal, markdownLinks } from './testing/markdown-links';

/**
 * The documentation stays usable: the README is what a newcomer reads in five minutes (at most
 * 300 lines, the rest in docs/), no relative link of README.md or docs/*.md leads nowhere (a
 * missing file, or a heading that is not there), and every variable the server reads is in
 * docs/configuration.md.
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const README_MAX_LINES = 300;
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Where each relative link of `document` leads that is not there, as "target: reason". */
function brokenLinks(document: string): string[] {
  const broken: string[] = [];
  for (const target of markdownLinks(read(document))) {
    if (isExternal(target)) continue;
    const [path = '', anchor] = target.split('#', 2);
    const file = path
      ? resolve(dirname(join(root, document)), decodeURI(path))
      : join(root, document);
    if (!existsSync(file)) {
      broken.push(`${target}: no file ${relative(root, file)}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!file.endsWith('.md') || statSync(file).isDirectory()) {
      broken.push(`${target}: an anchor into a file that is not Markdown`);
    } else if (!headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
      broken.push(`${target}: no heading #${anchor} in ${relative(root, file)}`);
    }
  }
  return broken;
}

describe('README.md', () => {
  it(`has at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(lines, 'move the detail into docs/').toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('shows its pictures from docs/images', () => {
    const pictures = markdownLinks(read('README.md')).filter((target) =>
      /\.(png|webp|jpe?g)$/.test(target),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toMatch(/^docs\/images\//);
  });
});

describe('relative links', () => {
  it.each(documents)('%s: every file and heading it links to exists', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  // The names in the first cell of the tables' rows (`| \`S3_BUCKET\` | … |`, or several names).
  const documented = read('docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '')
    .join('\n');
  const serverVariables = [
    ...new Set(
      [...read('packages/server/src/config.ts').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];

  it('names every variable packages/server/src/config.ts reads', () => {
    expect(serverVariables.length).toBeGreaterThan(20);
    const missing = serverVariables.filter((name) => !documented.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('the Markdown reader of these checks', () => {
  it('finds links and images outside code, and their anchors', () => {
    const markdown = [
      'See [a](docs/a.md#b-c) and ![shot](docs/images/x.webp "title").',
      'Not `[code](nowhere.md)` nor:',
      '```md',
      '[fenced](nowhere.md)',
      '```',
      '[`npm run serve`](#npm-run-serve) and [site](https://example.com).',
    ].join('\n');
    expect(markdownLinks(markdown)).toEqual([
      'docs/a.md#b-c',
      'docs/images/x.webp',
      '#npm-run-serve',
      'https://example.com',
    ]);
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('docs/a.md')).toBe(false);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingSlug('`npm run serve`')).toBe('npm-run-serve');
    expect(headingSlug("The storefront's build")).toBe('the-storefronts-build');
    expect(headingSlug('Files: a directory or an S3 bucket')).toBe(
      'files-a-directory-or-an-s3-bucket',
    );
    expect(headingSlug('Catalog at 100,000 units')).toBe('catalog-at-100000-units');
    expect([...headingAnchors('# Notes\n\n## Notes\n\n```\n# not a heading\n```\n')]).toEqual([
      'notes',
      'notes-1',
    ]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceCatalog, stripSourceMessages } from './strip-source-messages';

const PO = `msgid ""
msgstr ""
"Language: en\\n"

#. js-lingui-explicit-id
msgid "home.title"
msgstr "Rent and buy \\"heavy\\" equipment"

#. js-lingui-explicit-id
msgid "home.units"
msgstr ""
"{count, plural, one {# unit} "
"other {# units}}"
`;

function plugin() {
  const dir = mkdtempSync(join(tmpdir(), 'strip-messages-'));
  const file = join(dir, 'messages.po');
  writeFileSync(file, PO);
  const strip = stripSourceMessages(file);
  (strip.buildStart as () => void).call({});
  return (code: string, id = '/src/app/home.js') =>
    (strip.transform as (code: string, id: string) => { code: string } | null).call({}, code, id)
      ?.code ?? code;
}

describe('stripSourceMessages', () => {
  it('reads the English catalog, multi-line and escaped texts included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strip-messages-'));
    writeFileSync(join(dir, 'messages.po'), PO);
    expect(Object.fromEntries(readSourceCatalog(join(dir, 'messages.po')))).toEqual({
      'home.title': 'Rent and buy "heavy" equipment',
      'home.units': '{count, plural, one {# unit} other {# units}}',
    });
  });

  it("leaves a catalog descriptor its id only, and JSX's <Trans id message> too", () => {
    const transform = plugin();
    expect(
      transform(`const a = { id: 'home.title', message: 'Rent and buy "heavy" equipment' };`),
    ).toBe(`const a = { id: 'home.title', message: void 0 };`);
    expect(
      transform(
        `jsx(Trans, { id: "home.units", message: "{count, plural, one {# unit} other {# units}}", values: { count } });`,
      ),
    ).toBe(`jsx(Trans, { id: "home.units", message: void 0, values: { count } });`);
  });

  it('keeps every other object with an id and a message, and other files', () => {
    const transform = plugin();
    const toast = `show({ id: 'saved', message: 'Saved' });`;
    expect(transform(toast)).toBe(toast);
    const changed = `const a = { id: 'home.title', message: 'Another text' };`;
    expect(transform(changed)).toBe(changed);
    const dependency = `const a = { id: 'home.title', message: 'Rent and buy "heavy" equipment' };`;
    expect(transform(dependency, '/node_modules/x/index.js')).toBe(dependency);
  });
});

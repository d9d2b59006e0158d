import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The ids and English texts of the English catalog (PO `msgid` → `msgstr`; explicit ids). */
export function readSourceCatalog(poFile: string): Map<string, string> {
  const entries = new Map<string, string>();
  const po = readFileSync(poFile, 'utf8');
  const entry = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm;
  const text = (quoted: string) =>
    [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((part) => JSON.parse(`"${part[1]}"`) as string)
      .join('');
  for (const match of po.matchAll(entry)) {
    const id = text(match[1] ?? '');
    if (id) entries.set(id, text(match[2] ?? ''));
  }
  return entries;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, enter);
    if (isNode(value)) visit(value, enter);
  }
}

/** `{ key: 'literal' }`'s string value, by the property's name. */
function stringProperty(object: Node, name: string): Node | undefined {
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as Node & { name?: string; value?: unknown };
    const value = property.value as Node & { value?: unknown };
    if ((key.name ?? key.value) === name && value.type === 'Literal') {
      if (typeof value.value === 'string') return value;
    }
  }
  return undefined;
}

/**
 * The build leaves the English text out of the code: each message descriptor of the source
 * (`{ id, message }`, and `<Trans id message>` once JSX is compiled) keeps its id only, and the
 * page's catalog (English or Spanish, one chunk each) supplies the text, as Lingui's macros do in
 * production. Without it every page would carry the English text twice (in the code and in the
 * English catalog), and Spanish pages would carry it for nothing. Only descriptors whose id and
 * English text are those of the English catalog are touched (src/i18n/catalogs.test.ts keeps the
 * two in step), so no other object with an `id` and a `message` changes.
 */
export function stripSourceMessages(englishCatalog: string): Plugin {
  let catalog = new Map<string, string>();
  return {
    name: 'liftline:strip-source-messages',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      catalog = readSourceCatalog(englishCatalog);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) {
        return null;
      }
      if (!code.includes('message')) return null;
      const output = new MagicString(code);
      let changed = false;
      visit(parseAst(code) as unknown as Node, (node) => {
        if (node.type !== 'ObjectExpression') return;
        const idNode = stringProperty(node, 'id');
        const messageNode = stringProperty(node, 'message');
        if (!idNode || !messageNode) return;
        const english = catalog.get(idNode.value as string);
        if (english === undefined || english !== messageNode.value) return;
        output.overwrite(messageNode.start, messageNode.end, 'void 0');
        changed = true;
      });
      return changed ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}

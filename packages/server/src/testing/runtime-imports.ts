import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The packages the server's runtime code loads: a walk of the module graph from the build's entry
 * points (tsup.config.ts), following value imports (not `import type`), re-exports, dynamic
 * imports and `createRequire(…)('pkg')` / `require.resolve('pkg')` calls. What a production
 * install must provide; test-only files are never reached.
 */
export function runtimePackages(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        queue.push(resolveSource(dirname(file), specifier));
      } else if (!isBuiltin(specifier)) {
        const name = packageName(specifier);
        packages.set(name, [...(packages.get(name) ?? []), file]);
      }
    }
  }
  return packages;
}

const STATIC =
  /^\s*(import|export)\s+(?!type\s)([^;'"]*?)\s+from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const CALLS = /\b(?:import|createRequire\([^)]*\)|require|\.resolve)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Specifiers of the imports that stay in the built code (type-only ones are erased). */
export function valueSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC)) {
    const [, , clause, from, bare] = match;
    if (bare) found.push(bare);
    else if (clause && !isTypeOnlyClause(clause)) found.push(from!);
  }
  for (const match of source.matchAll(CALLS)) found.push(match[1]!);
  return found;
}

/** `{ type A, type B }`: every named binding is a type. */
function isTypeOnlyClause(clause: string): boolean {
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const bindings = named[1]!
    .split(',')
    .map((binding) => binding.trim())
    .filter(Boolean);
  return bindings.length > 0 && bindings.every((binding) => binding.startsWith('type '));
}

function resolveSource(directory: string, specifier: string): string {
  const base = join(directory, specifier).replace(/\.js$/, '');
  const candidate = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(existsSync);
  if (!candidate) throw new Error(`cannot resolve ${specifier} from ${directory}`);
  return candidate;
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

export const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

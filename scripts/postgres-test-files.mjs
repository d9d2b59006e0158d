// The server's test files that `npm test`'s postgres step runs again on PostgreSQL: those that reach
// the test database setting (`TEST_DATABASE_URL`, read by src/testing/test-database.ts) in their own
// text or through the files they import, directly or not. The others never touch a database the
// setting chooses, so a second run would repeat the first (they run once, in the unit step).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKS = ['TEST_DATABASE_URL', 'testDatabaseUrl'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative import's file: `./a` is a.ts, a.tsx, a.mjs, a.js or a/index.ts. */
function resolveLocal(from, specifier) {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`];
  candidates.push(join(base, 'index.ts'));
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((path) => existsSync(path) && !path.endsWith('/') && /\.\w+$/.test(path));
}

/** The test files (relative to the repository) whose import graph reaches the setting. */
export function postgresTestFiles(serverSrc = join(root, 'packages', 'server', 'src')) {
  const text = new Map();
  const imports = new Map();
  const read = (file) => {
    if (!text.has(file)) {
      const source = readFileSync(file, 'utf8');
      text.set(file, source);
      const { importedFiles } = ts.preProcessFile(source, true, true);
      imports.set(
        file,
        importedFiles
          .map(({ fileName }) => fileName)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => resolveLocal(file, specifier))
          .filter((path) => path !== undefined),
      );
    }
    return text.get(file);
  };
  const reaches = new Map();
  const reachesSetting = (file, seen = new Set()) => {
    if (reaches.has(file)) return reaches.get(file);
    if (seen.has(file)) return false; // a circle: decided where it started
    seen.add(file);
    const source = read(file);
    const answer =
      MARKS.some((mark) => source.includes(mark)) ||
      imports.get(file).some((next) => reachesSetting(next, seen));
    if (answer || seen.size === 1) reaches.set(file, answer);
    return answer;
  };
  return sourceFiles(serverSrc)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => reachesSetting(file))
    .map((file) => relative(root, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of postgresTestFiles()) console.log(file);
}

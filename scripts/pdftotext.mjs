// Finds poppler's `pdftotext`, which the tests of the quote PDFs read them with (a real text
// extractor, as a customer's or an integrator's would be). On Debian/Ubuntu as root it installs
// Debian's `poppler-utils` package when missing, like scripts/chromium.mjs and scripts/postgres.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/pdftotext',
  '/usr/local/bin/pdftotext',
  '/opt/homebrew/bin/pdftotext',
];

/** The pdftotext path: `PDFTOTEXT_PATH`, else the usual places; null when there is none. */
export function findPdftotext() {
  if (process.env.PDFTOTEXT_PATH)
    return existsSync(process.env.PDFTOTEXT_PATH) ? process.env.PDFTOTEXT_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () =>
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/**
 * Returns the pdftotext path, installing poppler-utils with apt-get when possible (root on
 * Debian/Ubuntu); otherwise explains and returns null.
 */
export function ensurePdftotext({ quiet = false } = {}) {
  const found = findPdftotext();
  if (found) return found;
  if (isRoot() && hasAptGet()) {
    if (!quiet)
      console.log("› pdftotext not found: installing Debian's poppler-utils package (apt-get)");
    const stdio = quiet ? 'ignore' : 'inherit';
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // A fresh machine's package lists may be empty; an install that fails on stale lists retries
    // after an update.
    const install = () =>
      spawnSync(
        'apt-get',
        [
          'install',
          '-y',
          '-qq',
          '--no-install-recommends',
          '-o',
          'DPkg::Lock::Timeout=120',
          'poppler-utils',
        ],
        {
          stdio,
          env,
        },
      ).status === 0;
    if (!install()) {
      execFileSync('apt-get', ['update', '-qq'], { stdio, env });
      install();
    }
    return findPdftotext();
  }
  if (!quiet)
    console.error(
      [
        'The PDF tests need pdftotext (poppler) and none was found.',
        '  Debian/Ubuntu: sudo apt-get install poppler-utils   (or run npm test as root to install it automatically)',
        '  macOS: brew install poppler',
        '  Elsewhere: set PDFTOTEXT_PATH=/path/to/pdftotext',
      ].join('\n'),
    );
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensurePdftotext();
  if (!path) process.exit(1);
  console.log(path);
}

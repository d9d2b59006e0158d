// Finds the system Chromium for Playwright (never a downloaded browser build). On Debian/Ubuntu as
// root it installs Debian's `chromium` package when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () =>
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Returns the Chromium path, installing it with apt-get when possible; otherwise explains and returns null. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isRoot() && hasAptGet()) {
    console.log("› Chromium not found: installing Debian's chromium package (apt-get)");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return findChromium();
  }
  console.error(
    [
      'End-to-end tests need Chromium and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium   (or run npm test as root to install it automatically)',
      '  macOS: install Google Chrome or Chromium',
      '  Elsewhere: set CHROMIUM_PATH=/path/to/chrome',
    ].join('\n'),
  );
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(path);
}

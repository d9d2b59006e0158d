// A throwaway PostgreSQL server for the tests of the DATABASE_URL path: Debian's `postgresql`
// package (installed with apt-get when missing and running as root), a fresh cluster in a temp
// directory, listening on a free loopback port, stopped afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () =>
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

function findBinDir() {
  if (process.env.PG_BIN_DIR && existsSync(join(process.env.PG_BIN_DIR, 'initdb')))
    return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions)
      if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = pgConfig.status === 0 ? pgConfig.stdout.trim() : '';
  return dir && existsSync(join(dir, 'initdb')) ? dir : null;
}

/** The PostgreSQL binaries directory, installing Debian's package when possible; null otherwise. */
export function ensurePostgres() {
  const found = findBinDir();
  if (found) return found;
  if (isRoot() && hasAptGet()) {
    console.log("› PostgreSQL not found: installing Debian's postgresql package (apt-get)");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return findBinDir();
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a fresh cluster; resolves to { url, stop }. initdb refuses root, so root runs it as `postgres`. */
export async function startTempPostgres(binDir) {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = isRoot();
  if (asPostgres) {
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
    chmodSync(dir, 0o700);
  }
  const run = (bin, args) => {
    const command = join(binDir, bin);
    const result = asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server but keeps its data (an outage); `resume()` starts it again on the same port. */
    halt() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

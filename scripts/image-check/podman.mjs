// Small helpers around the podman CLI for scripts/check-image.mjs.
import { spawnSync } from 'node:child_process';

/** Runs podman; throws with its stderr unless `check: false`. Answers { status, stdout, stderr }. */
export function podman(args, { check = true, input } = {}) {
  const result = spawnSync('podman', args, {
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (check && result.status !== 0) {
    throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${result.stderr.trim()}`);
  }
  return result;
}

/** Runs podman with its output on this terminal (builds); answers the exit status. */
export function podmanLoud(args) {
  return spawnSync('podman', args, { stdio: 'inherit' }).status ?? 1;
}

export function hasPodman() {
  return spawnSync('podman', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** `podman inspect --format` of a container or image. */
export function inspect(name, format, kind = 'container') {
  return podman([kind, 'inspect', '--format', format, name]).stdout.trim();
}

/** Starts a detached container on the host's network; answers its name. */
export function startContainer(image, name, env, { network = 'host' } = {}) {
  podman(['rm', '--force', '--ignore', name]);
  podman([
    'run',
    '--detach',
    '--name',
    name,
    `--network=${network}`,
    ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    image,
  ]);
  return name;
}

export const logsOf = (name) => {
  const { stdout, stderr } = podman(['logs', name], { check: false });
  return `${stdout}${stderr}`;
};

export const isRunning = (name) => inspect(name, '{{.State.Running}}') === 'true';

export function removeContainer(name) {
  podman(['rm', '--force', '--ignore', '--time', '0', name], { check: false });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls `url` until `accept(response)` is true; answers { response, body } or throws after
 * `timeoutMs`. Stops early (throws) when the container `name` has exited.
 */
export async function waitForHttp(url, { name, accept = (r) => r.ok, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (name && !isRunning(name)) {
      throw new Error(`container ${name} exited while waiting for ${url}:\n${logsOf(name)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = Buffer.from(await response.arrayBuffer());
      if (accept(response)) return { response, body };
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(500);
  }
  throw new Error(`${url}: still ${last} after ${timeoutMs / 1000} s`);
}

/** Waits until the container's log contains `pattern`; answers the log. */
export async function waitForLog(name, pattern, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const log = logsOf(name);
    if (pattern.test(log)) return log;
    await sleep(500);
  }
  throw new Error(`container ${name}: no log line matching ${pattern}:\n${logsOf(name)}`);
}

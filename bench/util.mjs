// Shared helpers of `npm run bench` (scripts/bench.mjs).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const median = (values) => {
  const sorted = [...values].filter((v) => typeof v === 'number' && !Number.isNaN(v));
  if (!sorted.length) return null;
  sorted.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value) =>
  value == null || !Number.isFinite(value) ? 'n/a' : `${value.toFixed(2)}×`;
export const ms = (value) => (value == null ? 'n/a' : `${value.toFixed(value < 10 ? 2 : 1)} ms`);

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a command with a time limit; resolves to { code, stdout, stderr }. */
export function run(command, args, { timeoutMs = 120_000, env, cwd = root } = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolveRun({ code: code ?? (signal ? 1 : 0), signal, stdout, stderr });
    });
  });
}

/** Stops a child we started (SIGTERM, then SIGKILL after `graceMs`). */
export function stop(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

const DEMO_OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };

/** Logs the demo owner in through `app.inject`: `{ authorization, accountId }` (their current account). */
export async function loginDemoOwner(app) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: DEMO_OWNER,
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}`);
  const body = login.json();
  return {
    authorization: `Bearer ${body.token.access_token}`,
    accountId: body.user.current_account.id,
  };
}

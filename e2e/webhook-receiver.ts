import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';

/**
 * The example's webhook receiver (examples/node-integrator/receiver.mjs) on a free loopback port,
 * verifying with `secret`; resolves once it listens, with its port and its output so far.
 */
export async function startReceiver(secret: string) {
  const child = spawn(process.execPath, ['examples/node-integrator/receiver.mjs'], {
    env: { ...process.env, LIFTLINE_WEBHOOK_SECRET: secret, RECEIVER_PORT: '0' },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  await expect.poll(() => output.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(output.stdout)![1]);
  return { child, port, output };
}

/** Stops a receiver started here (by its process), once. */
export async function stopReceiver(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

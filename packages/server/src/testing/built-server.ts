import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server (`npm test` builds before the unit tests). */
export const builtServerScript = resolve(fileURLToPath(import.meta.url), '../../../dist/server.js');
export const serverIsBuilt = existsSync(builtServerScript);

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `dist/server.js` with `env` (on top of a quiet test setup); resolves once `/readyz` is 200. */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 60_000 } = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'false',
    NODE_ENV: 'test',
    ...env,
    PORT: String(port),
  };
  for (const [name, value] of Object.entries(fullEnv))
    if (value === undefined) delete fullEnv[name];
  const child = spawn(process.execPath, [builtServerScript], {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/readyz`)).ok)
        return { child, port, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start (exit ${String(child.exitCode)}): ${output}`);
}

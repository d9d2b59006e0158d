// Fuzz stage of the benchmark: the test suite's schema-driven fuzzer
// (packages/server/src/reliability/fuzz.test.ts, every class of hostile input it knows) sent over
// real HTTP to the built server (`FUZZ_TARGET`), as `npm start` runs it. Reports how many requests,
// over how many operations, and how many answers were 5xx (or no answer at all).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './util.mjs';

export function fuzzServer(origin) {
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const run = spawnSync(
    vitest,
    [
      'run',
      '--project',
      'server',
      'packages/server/src/reliability/fuzz.test.ts',
      '-t',
      'hostile requests',
    ],
    {
      cwd: root,
      env: { ...process.env, FUZZ_TARGET: origin, NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
    },
  );
  // Without colours: the summary line is matched as plain text.
  const output = `${run.stdout}\n${run.stderr}`;
  const line = /\[fuzz\] requests fuzzed: (\d+) over (\d+) operations .*?5xx (\d+)/.exec(output);
  if (!line) throw new Error(`the fuzzer printed no summary (exit ${run.status})`);
  return {
    requests: Number(line[1]),
    operations: Number(line[2]),
    serverErrors: Number(line[3]),
    passed: run.status === 0,
  };
}

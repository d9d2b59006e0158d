// Where the planner call's time goes (issue 45): the bench's app and data (bench/planner.mjs),
// `runs` calls timed, then profiled with the V8 CPU profiler (node:inspector) after warm-ups: the
// self time per package and the top functions per call. Writes the .cpuprofile for DevTools.
//
//   node bench/planner-profile.mjs [--units=2000] [--runs=40] [--out=planner.cpuprofile]
//     [--changed=1]   the rental requests' version moves before every call (computed, not kept)
//     [--profile=0]   time only
//     [--encoding=gzip|br]   an Accept-Encoding header (the API does not compress today)
//   (after `npm run build`)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { openPlannerBench } from './planner.mjs';
import { loginDemoOwner, root } from './util.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const units = Number(arg('units', 2000));
const runs = Number(arg('runs', 40));
const out = arg('out', 'planner.cpuprofile');
const encoding = arg('encoding', '');
const profiling = arg('profile', '1') !== '0';
// --changed=1: the rental requests' version moves before every call (the answer is computed; the
// update is inside the timed call, a fraction of a millisecond).
const changed = arg('changed', '0') !== '0';

const { db, app, accountId, from, to } = await openPlannerBench(units);
const { authorization } = await loginDemoOwner(app);
const url = `/api/v1/account/${accountId}/planner?from=${from}&to=${to}`;
const headers = { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) };
const call = async () => {
  if (changed) await db.query('update rental_request_state set version = version + 1');
  return app.inject({ method: 'GET', url, headers });
};
for (let i = 0; i < 5; i++) await call();
{
  const times = [];
  const load = loadavg()[0];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const response = await call();
    times.push(performance.now() - t);
    if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  console.log(
    `p50 ${times[runs >> 1].toFixed(1)} ms, fastest ${times[0].toFixed(1)} ms, CPU ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms/call, 1-minute load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  if (!profiling) {
    await app.close();
    await db.close();
    process.exit(0);
  }
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const started = performance.now();
for (let i = 0; i < runs; i++) {
  const response = await call();
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
}
const wall = (performance.now() - started) / runs;
const { profile } = await session.post('Profiler.stop');
session.disconnect();
writeFileSync(out, JSON.stringify(profile));
await app.close();
await db.close();

// Self time per node from the samples' time deltas.
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const perFunction = new Map();
const perPackage = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url.replace(/^file:\/\//, '').replace(root, '');
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + us);
  const pkg =
    where.match(/node_modules\/\.pnpm\/([^/]+)/)?.[1]?.replace(/@[\d.]+.*$/, '') ??
    (where.startsWith('node:')
      ? 'node'
      : where
        ? where.split('/').slice(0, 4).join('/')
        : callFrame.functionName);
  perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + us);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${(us / 1000 / runs).toFixed(2).padStart(7)} ms/call  ${key}`)
    .join('\n');
console.log(`${runs} calls, wall ${wall.toFixed(1)} ms a call; self time per call:`);
console.log('\nby package:\n' + top(perPackage, 20));
console.log('\nby function:\n' + top(perFunction, 40));

// Funnel-event ingest (issue 36): autocannon (this process) posts realistic beacons to
// POST /api/v1/events of the built app in a child process (bench/api-server.mjs: in-memory PGlite,
// demo data with the example dealer site) — text/plain bodies of 1 to 5 events, the demo site's key
// and Origin, pages of its origin. Reports accepted events/s, requests/s, p50/p99 latency, the
// server's CPU use (what limits it), and checks that after the final flush the roll-ups hold
// exactly the events the server accepted. `node bench/dealer-events.mjs` prints a table.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { cannon, startApiServer } from './api.mjs';
import { ms, root, stop } from './util.mjs';

const SITE_KEY = 'pk_exampleDealer2026demoKey';
const ORIGIN = 'http://localhost:3100';
const ELEMENTS = ['find-branch', 'request-quote', 'quote-list-button', 'equipment-list'];
const TYPES = ['impression', 'impression', 'open', 'step', 'submit'];
const PAGES = ['/', '/cranes', '/lifts/scissor', '/about', '/contact'];

/** Beacons of 1–5 events (15 events in 5 requests), the loader's batches on a dealer page. */
export function beaconBodies() {
  return [1, 2, 3, 4, 5].map((size, b) => {
    const events = Array.from({ length: size }, (_, i) => ({
      type: TYPES[(b + i) % TYPES.length],
      element: ELEMENTS[(b + i) % ELEMENTS.length],
      page: `${ORIGIN}${PAGES[(b * 3 + i) % PAGES.length]}`,
    }));
    return { events, body: JSON.stringify({ site_key: SITE_KEY, events }) };
  });
}

export async function dealerEvents({
  connections = 10,
  seconds = 5,
  warmupSeconds = 1,
  entryPath = join(root, 'packages', 'server', 'dist', 'bench-entry.js'),
  log,
}) {
  // The limits a busy dealer page never reaches are far below a benchmark's flood: lift them.
  const { child, port } = await startApiServer(undefined, {
    ...process.env,
    BENCH_ENTRY: entryPath,
    DEALER_EVENTS_PER_IP_PER_MINUTE: '100000000',
    DEALER_EVENTS_PER_KEY_PER_MINUTE: '100000000',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const totals = async () => (await fetch(`${base}/__dealer-events`, { method: 'POST' })).json();
    const accepted = { events: 0, pageEvents: 0, requests: 0, refused: 0 };
    const requests = beaconBodies().map(({ events, body }) => ({
      method: 'POST',
      path: '/api/v1/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN },
      body,
      onResponse: (status) => {
        if (status !== 202) {
          accepted.refused += 1;
          return;
        }
        accepted.requests += 1;
        accepted.events += events.length;
        accepted.pageEvents += events.filter((event) => event.type !== 'step').length;
      },
    }));
    const check = await fetch(`${base}/api/v1/events`, { method: 'POST', ...requests[0] });
    if (check.status !== 202) throw new Error(`POST /events answered ${check.status}`);
    const warmup = await cannon({ url: base, connections, duration: warmupSeconds, requests });
    const before = await totals();
    Object.assign(accepted, { events: 0, pageEvents: 0, requests: 0, refused: 0 });
    // A number of requests (about `seconds` at the warm-up's pace) rather than a duration: the run
    // ends when every answer is in, so the client knows each request the server accepted.
    const amount = Math.max(1000, Math.round(warmup.requests.average * seconds));
    const started = performance.now();
    const result = await cannon({ url: base, connections, amount, requests });
    const elapsed = (performance.now() - started) / 1000;
    const after = await totals();
    const cpuSeconds =
      (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6;
    const counted = {
      dayEvents: after.day_events - before.day_events,
      pageEvents: after.page_events - before.page_events,
      rawEvents: after.raw_events - before.raw_events,
    };
    const summary = {
      connections,
      seconds: elapsed,
      requestsPerSecond: accepted.requests / elapsed,
      eventsPerSecond: accepted.events / elapsed,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acceptedEvents: accepted.events,
      refused: accepted.refused,
      errors: result.errors + result.timeouts,
      counted,
      countsMatch:
        counted.dayEvents === accepted.events &&
        counted.rawEvents === accepted.events &&
        counted.pageEvents === accepted.pageEvents,
      // Share of one core the server used over the run: ~1.0 means its event loop is the limit
      // (below it, other processes took the CPU), and the server's CPU time per accepted event,
      // which does not depend on how busy the machine was: 1e6 / it = events/s on one free core.
      serverCpu: cpuSeconds / elapsed,
      cpuMicrosPerEvent: (cpuSeconds * 1e6) / Math.max(1, accepted.events),
    };
    log?.(
      `  POST /events: ${Math.round(summary.eventsPerSecond)} events/s in ${Math.round(summary.requestsPerSecond)} req/s, p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}, counts ${summary.countsMatch ? 'match' : 'DIFFER'}`,
    );
    return summary;
  } finally {
    await stop(child);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node bench/dealer-events.mjs [path/to/bench-entry.js]` (default: packages/server/dist).
  const entryPath = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const summary = await dealerEvents({ log: console.log, ...(entryPath ? { entryPath } : {}) });
  console.table({
    'accepted events/s': Math.round(summary.eventsPerSecond),
    'requests/s': Math.round(summary.requestsPerSecond),
    'p50 latency': ms(summary.p50),
    'p99 latency': ms(summary.p99),
    'events accepted': summary.acceptedEvents,
    'refused / errors': `${summary.refused} / ${summary.errors}`,
    'roll-ups = accepted': summary.countsMatch ? 'yes' : `NO ${JSON.stringify(summary.counted)}`,
    'server CPU (cores)': summary.serverCpu.toFixed(2),
    'server CPU per event': `${Math.round(summary.cpuMicrosPerEvent)} µs`,
    'events/s on one free core': Math.round(1e6 / summary.cpuMicrosPerEvent),
    'budget (≥ 2,000 ev/s, p99 ≤ 20 ms)':
      summary.eventsPerSecond >= 2000 && summary.p99 <= 20 ? 'met' : 'NOT met',
  });
  if (!summary.countsMatch) process.exitCode = 1;
}

// Turns the measurements into rows { section, measure, value, goal, ok } and renders them as a
// console table and as Markdown (the form docs/benchmarks.md shows).
import { KEY_OVERHEAD_BUDGET_MS } from './api-keys.mjs';
import { LIMITER_BUDGET_MS, RSS_GROWTH_BUDGET } from './deployment.mjs';
import { BUDGET_GZIP_BYTES } from '../scripts/check-storefront-size.mjs';
import { HOME_JS_BUDGET } from './home-js.mjs';
import { LCP_IMAGE_BUDGET } from './lcp-images.mjs';
import { referenceRows } from './lighthouse-reference.mjs';
import { PDF_SIZE_BUDGET, PDF_TIME_BUDGET_MS } from './pdf.mjs';
import { PLANNER_CALL_BUDGET_MS, PLANNER_PAINT_BUDGET_MS } from './planner.mjs';
import { kb, ms, ratio } from './util.mjs';
import { WIDGET_PAGE_BUDGETS } from './widget-pages.mjs';
import { DRAIN_BUDGET_PER_SECOND, LATENCY_BUDGET_MS } from './webhooks.mjs';

const KB = 1024;
/** One line, at most 160 characters (error messages can be whole stack traces). */
const oneLine = (text) => {
  const line = String(text).replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
};
const verdict = (ok) => (ok === true ? '✔' : ok === false ? '✘' : '');

export function buildRows(results) {
  const rows = [];
  const add = (section, measure, value, goal = '', ok = null) =>
    rows.push({ section, measure, value, goal, ok });
  const failed = (section, error) =>
    add(section, 'not measured', `error: ${oneLine(error)}`, '', false);

  const {
    widgets,
    storefront,
    homeJs,
    lcpImages,
    lighthouse,
    lighthouseReference,
    widgetPages,
    dealerLighthouse,
    api,
    catalog,
    leads,
    planner,
    apiKeys,
    dealerEvents,
    dealerFunnel,
    webhooks,
    pdf,
    sdk,
    fuzz,
    deployment,
  } = results;
  if (widgets?.error) failed('Widgets', widgets.error);
  for (const entry of widgets?.files ?? []) {
    if (entry.missing) {
      add('Widgets', entry.file, 'missing (not built)', '', false);
      continue;
    }
    // The loader's size is judged with the page it is on (the dealer example's rows below).
    add(
      'Widgets',
      `${entry.chunk ? `${entry.chunk} chunk ` : ''}${entry.file} gzip / brotli`,
      `${kb(entry.gzip)} / ${kb(entry.brotli)}`,
      entry.file === 'widgets.js' ? '~6.5 KB (a page ≤ 7 KB)' : '',
    );
  }

  widgetPageRows(add, failed, widgetPages);

  if (homeJs?.error) failed('Storefront', homeJs.error);
  else if (homeJs) {
    for (const home of homeJs.pages ?? [homeJs]) {
      add(
        'Storefront',
        `home JS as Chromium loads it at ${home.path ?? '/'}, gzip (${home.scripts.length} scripts until network idle)`,
        `${kb(home.totalGzip)} (${home.totalGzip} B)`,
        `≤ ${HOME_JS_BUDGET / KB} KB`,
        home.totalGzip <= HOME_JS_BUDGET,
      );
    }
  }
  if (storefront?.error) failed('Storefront', storefront.error);
  else if (storefront) {
    add(
      'Storefront',
      `home first-load JS gzip (${storefront.initial.map((entry) => entry.file).join(' + ')})`,
      `${kb(storefront.initialGzip)} (${storefront.initialGzip} B)`,
      `≤ ${BUDGET_GZIP_BYTES / KB} KB`,
      storefront.initialGzip <= BUDGET_GZIP_BYTES,
    );
    for (const chunk of storefront.chunks) {
      add('Storefront', `lazy chunk ${chunk.file} gzip`, kb(chunk.gzip));
    }
    add(
      'Storefront',
      `CSS gzip, total of ${storefront.css.length} file(s)`,
      kb(storefront.cssGzip),
    );
  }

  if (lcpImages?.error) failed('Storefront', lcpImages.error);
  for (const page of lcpImages?.pages ?? []) {
    add(
      'Storefront',
      `${page.route} main image at 412 px, DPR 1.75 (${new URL(page.url).pathname}${page.isLcp ? ', the LCP' : ''})`,
      page.bytes === null ? 'size unknown' : `${kb(page.bytes)} (${page.bytes} B)`,
      '≤ 60 KB',
      page.bytes !== null && page.bytes <= LCP_IMAGE_BUDGET,
    );
  }

  lighthouseRows(add, failed, lighthouse, 'Lighthouse mobile');
  referenceRows(add, failed, lighthouseReference);
  lighthouseRows(add, failed, dealerLighthouse, 'Lighthouse mobile, dealer example');

  if (api?.error) failed('API throughput', api.error);
  if (api?.results) {
    const section = `API (autocannon, ${api.connections} conns, ${api.seconds} s)`;
    for (const route of api.results) {
      const latency = `p50 ${route.p50} ms, p99 ${route.p99} ms`;
      if (route.baseline) {
        add(
          section,
          route.name,
          `${Math.round(route.requestsPerSecond)} req/s, ${latency}`,
          'baseline',
        );
        continue;
      }
      // A revalidation's 304s are its expected answers, not problems.
      const unexpected = route.non2xx - (route.notModified ?? 0);
      const problems =
        unexpected || route.errors
          ? ` (${unexpected} unexpected non-2xx, ${route.errors} errors)`
          : '';
      const revalidated = route.conditional ? `, ${route.notModified ?? 0} × 304` : '';
      const budget = route.path.includes('locate-branch')
        ? 0.5
        : route.path.startsWith('/api/v1/equipment?')
          ? 0.25
          : route.path.startsWith('/api/v1/equipment/')
            ? 0.3
            : undefined;
      add(
        section,
        route.name,
        `${Math.round(route.requestsPerSecond)} req/s = ${ratio(route.rpsRatio)} bare; ${latency} (p50 ${ratio(route.p50Ratio)}, p99 ${ratio(route.p99Ratio)} bare)${revalidated}${problems}`,
        budget === undefined ? '' : `req/s ≥ ${budget}× bare`,
        budget === undefined ? null : route.rpsRatio >= budget,
      );
    }
  }

  if (catalog?.error) failed('Catalog scaling', catalog.error);
  if (catalog?.results) {
    const section = 'Catalog scaling (app.inject, median)';
    for (const row of catalog.results) {
      add(
        section,
        `${row.size.toLocaleString('en-US')} items: listing / filters, cold → warm`,
        `${ms(row.listing.cold)} → ${ms(row.listing.warm)} / ${ms(row.filters.cold)} → ${ms(row.filters.warm)}`,
      );
      if (row.available) {
        add(
          section,
          `${row.size.toLocaleString('en-US')} items: available-between listing (p50), cold → warm`,
          `${ms(row.available.cold)} → ${ms(row.available.warm)}`,
        );
      }
    }
    // The issue's budget: a search with a typo answers in ≤ 20 ms (p50, cache-cold) at 100k units.
    const largest = catalog.results[catalog.results.length - 1];
    for (const row of catalog.results) {
      if (!row.typoMake) continue;
      const slowest = Math.max(row.typoMake.cold, row.typoKind.cold);
      add(
        section,
        `${row.size.toLocaleString('en-US')} items: search with a typo ("toyta" / "scisor", p50), cold → warm`,
        `${ms(row.typoMake.cold)} → ${ms(row.typoMake.warm)} / ${ms(row.typoKind.cold)} → ${ms(row.typoKind.warm)} (${row.typoMake.total} / ${row.typoKind.total} units)`,
        row === largest ? 'cold ≤ 20 ms' : '',
        row === largest ? slowest <= 20 : null,
      );
    }
    const last = largest.size / 1000;
    for (const [key, value] of Object.entries(catalog.ratios)) {
      const [call, mode] = key.split('.');
      add(section, `${call} ${mode} ${last}k/1k`, ratio(value), '≤ 2×', value <= 2);
    }
  }

  if (leads?.error) failed('Lead inbox', leads.error);
  else if (leads) {
    const section = `Lead inbox (${leads.leads.toLocaleString('en-US')} leads in the account)`;
    add(
      section,
      'listAccountLeads page 1, p50 (app.inject)',
      ms(leads.list.p50),
      '≤ 100 ms',
      leads.list.p50 <= 100,
    );
    add(section, 'new-lead count (status=new&per_page=1), p50', ms(leads.countNew.p50));
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    add(
      section,
      'CSV export over HTTP: size, lines, time',
      `${kb(leads.export.bytes)}, ${leads.export.lines.toLocaleString('en-US')} lines, ${leads.export.seconds.toFixed(2)} s (${Math.round(leads.export.rowsPerSecond).toLocaleString('en-US')} rows/s)`,
    );
    add(
      section,
      `CSV export: peak live heap / RSS above the level before (${leads.export.memorySamples} samples)`,
      `${kb(leads.export.heapDeltaBytes)} / ${mb(leads.export.rssDeltaBytes)}`,
      'heap < the CSV size',
      leads.export.heapDeltaBytes < leads.export.bytes,
    );
  }

  if (planner?.error) failed('Fleet planner', planner.error);
  else if (planner) {
    const section = `Fleet planner (${planner.units.toLocaleString('en-US')} units, ${planner.from} – ${planner.to})`;
    const callRow = (name, figures) =>
      add(
        section,
        `GET /account/{id}/planner, one call, ${planner.call.bars.toLocaleString('en-US')} bars, ${kb(planner.call.bytes)}, ${name}: p50 / p95 / fastest (app.inject; CPU ${ms(figures.cpuPerCall)} per call, load ${figures.loadAverage.toFixed(1)})`,
        `${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.min)}`,
        `p50 ≤ ${PLANNER_CALL_BUDGET_MS} ms`,
        figures.p50 <= PLANNER_CALL_BUDGET_MS,
      );
    callRow('nothing changed since the last call (the kept answer)', planner.call);
    if (planner.call.changed) callRow('each after a change (computed)', planner.call.changed);
    if (planner.paint) {
      add(
        section,
        `first paint of the month in Chromium (navigation → rows painted; data in at ${ms(planner.paint.dataP50)}), p50 / max of ${planner.paint.runs}, load ${planner.paint.loadAverage.toFixed(1)}`,
        `${ms(planner.paint.p50)} / ${ms(planner.paint.max)}`,
        `p50 ≤ ${PLANNER_PAINT_BUDGET_MS} ms`,
        planner.paint.p50 <= PLANNER_PAINT_BUDGET_MS,
      );
    }
  }

  apiKeyRows(add, failed, apiKeys);
  dealerRows(add, failed, { dealerEvents, dealerFunnel });
  webhookRows(add, failed, webhooks);
  pdfRows(add, failed, pdf);

  if (fuzz?.error) failed('Fuzz (built server over HTTP)', fuzz.error);
  else if (fuzz) {
    add(
      'Fuzz (built server over HTTP)',
      `hostile requests over ${fuzz.operations} operations`,
      `${fuzz.requests.toLocaleString('en-US')} requests, ${fuzz.serverErrors} × 5xx`,
      '≥ 10,000 requests, 0 × 5xx',
      fuzz.requests >= 10_000 && fuzz.serverErrors === 0 && fuzz.passed,
    );
  }

  const deploymentSection = 'Deployment (PostgreSQL, s3rver, built instances)';
  if (deployment?.error) failed(deploymentSection, deployment.error);
  else if (deployment) {
    const { media, limiter, catalog: load } = deployment;
    const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    add(
      deploymentSection,
      `server RSS during ${media.downloads} parallel downloads of a ${mib(media.fileBytes)} MP4 via /media from S3 (every 50 ms)`,
      `${mib(media.baselineRss)} → peak ${mib(media.peakRss)} = +${mib(media.growth)}; ${media.verified} × ${media.fileBytes.toLocaleString('en-US')} B verified in ${media.downloadSeconds.toFixed(1)} s`,
      `growth < ${mib(RSS_GROWTH_BUDGET)}`,
      media.growth < RSS_GROWTH_BUDGET && media.verified === media.downloads,
    );
    add(
      deploymentSection,
      `POST /equipment/request-quote p50, shared (PostgreSQL) vs memory limiter, same database (${limiter.requests} each, interleaved)`,
      `${ms(limiter.shared.p50)} vs ${ms(limiter.memory.p50)} = ${limiter.difference >= 0 ? '+' : ''}${ms(limiter.difference)} (p90 ${ms(limiter.shared.p90)} vs ${ms(limiter.memory.p90)})`,
      `difference ≤ ${LIMITER_BUDGET_MS} ms`,
      limiter.difference <= LIMITER_BUDGET_MS,
    );
    add(
      deploymentSection,
      `GET /equipment (2 filters) via a round-robin proxy, 1 → 2 instances (autocannon, ${load.connections} conns, ${load.seconds} s)`,
      `${Math.round(load.one.requestsPerSecond)} → ${Math.round(load.two.requestsPerSecond)} req/s = ${ratio(load.ratio)} (ABBA halves ${load.one.segments.map(Math.round).join(', ')} / ${load.two.segments.map(Math.round).join(', ')}); answered ${load.two.answered.join(' / ')}; direct to 1, no proxy: ${Math.round(load.direct.requestsPerSecond)} req/s; load average before ${deployment.loadAverage.toFixed(1)}`,
      'no budget: 2 cores shared by autocannon, the proxy, the instances and PostgreSQL',
    );
  }

  if (sdk?.error) failed('SDK overhead', sdk.error);
  else if (sdk) {
    add(
      'SDK overhead',
      `createClient + unwrap vs raw fetch + .json() (stub, ${sdk.iterations.toLocaleString('en-US')} calls)`,
      `${sdk.sdkMicros.toFixed(1)} µs vs ${sdk.rawMicros.toFixed(1)} µs = ${ratio(sdk.ratio)}`,
      '≤ 1.2×',
      sdk.ratio <= 1.2,
    );
    add(
      'SDK overhead',
      'vs raw fetch(new Request(url)) + .json()',
      `${sdk.rawWithRequestMicros.toFixed(1)} µs = ${ratio(sdk.ratioVsRequest)}`,
    );
  }
  return rows;
}

/** Lighthouse rows of one set of pages (`{ routes }` from bench/lighthouse.mjs) under `title`. */
function lighthouseRows(add, failed, lighthouse, title) {
  if (lighthouse?.error) failed(title, lighthouse.error);
  for (const page of lighthouse?.routes ?? []) {
    const label = `${page.route}${page.notFound ? ' (shows the 404 page)' : ''}`;
    const section = `${title}, median of ${page.runs}`;
    if (!page.runs) {
      add(section, label, `no successful run: ${oneLine(page.errors[0] ?? '')}`, '', false);
      continue;
    }
    add(section, `${label} performance`, String(page.performance), '≥ 98', page.performance >= 98);
    add(
      section,
      `${label} accessibility`,
      String(page.accessibility),
      '100',
      page.accessibility === 100,
    );
    add(section, `${label} best practices`, String(page.bestPractices));
    add(section, `${label} SEO`, String(page.seo), '100', page.seo === 100);
    add(section, `${label} LCP / TBT`, `${ms(page.lcp)} / ${ms(page.tbt)}`);
    add(section, `${label} CLS`, page.cls.toFixed(3), '< 0.05', page.cls < 0.05);
    // What the page scores with no JavaScript at all: the most the app's code could give back.
    if (page.withoutScripts)
      add(
        section,
        `${label} performance with JavaScript blocked (ceiling)`,
        `${page.withoutScripts.performance} (LCP ${ms(page.withoutScripts.lcp)}, TBT ${ms(page.withoutScripts.tbt)})`,
      );
  }
}

/** The dealer example's script bytes (gzip -9) as Chromium loads it, and its CLS (issue 34). */
function widgetPageRows(add, failed, pages) {
  const section = 'Widgets on the dealer example (Chromium)';
  if (pages?.error) failed(section, pages.error);
  if (!pages || pages.error) return;
  const budgets = [
    ['idle', 'index.html script before any interaction'],
    ['dialog', 'index.html script with the quote dialog open'],
    ['list', 'inventory.html script with 12 units listed'],
  ];
  for (const [key, label] of budgets) {
    const { scripts, totalGzip } = pages[key];
    const budget = WIDGET_PAGE_BUDGETS[key];
    add(
      section,
      `${label}, gzip (${scripts.length} scripts)`,
      `${kb(totalGzip)} (${totalGzip} B)`,
      `≤ ${budget / KB} KB`,
      totalGzip <= budget,
    );
  }
  for (const { page, width, cls } of pages.cls) {
    add(section, `${page} CLS at ${width} px, widgets loading`, cls.toFixed(3), '0', cls === 0);
  }
}

const escapeMd = (text) => String(text).replace(/\|/g, '\\|');

export function toMarkdown(rows, meta) {
  const lines = [
    `Benchmark of ${meta.date} on ${meta.machine} (Node ${meta.node}), ${meta.durationSeconds.toFixed(0)} s. Timings are ratios to a baseline measured in the same run; sizes are exact.`,
    '',
    '| Section | Measure | Result | Goal | |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${[row.section, row.measure, row.value, row.goal, verdict(row.ok)].map(escapeMd).join(' | ')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function toText(rows) {
  const cells = rows.map((row) => [row.section, row.measure, row.value, row.goal, verdict(row.ok)]);
  const header = ['Section', 'Measure', 'Result', 'Goal', ''];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => cell[i].length)),
  );
  const line = (cell) =>
    cell
      .map((text, i) => text.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The dealer program (issue 36): event ingest and the site dashboard over a million events. */
/** Webhook delivery (bench/webhooks.mjs): latency from the change to the receiver, and drain rate. */
function webhookRows(add, failed, webhooks) {
  const section = 'Webhooks (one instance, PGlite, loopback receiver)';
  if (webhooks?.error) return failed(section, webhooks.error);
  if (!webhooks) return;
  add(
    section,
    `quote request → receiver's 200 (lead.created), p50 / p95 of ${webhooks.runs}`,
    `${ms(webhooks.latency.p50)} / ${ms(webhooks.latency.p95)}`,
    `p50 ≤ ${LATENCY_BUDGET_MS} ms`,
    webhooks.latency.p50 <= LATENCY_BUDGET_MS,
  );
  add(
    section,
    `${webhooks.drain.count.toLocaleString('en-US')} queued deliveries drained`,
    `${webhooks.drain.seconds.toFixed(2)} s (${Math.round(webhooks.drain.perSecond)}/s)`,
    `≥ ${DRAIN_BUDGET_PER_SECOND}/s`,
    webhooks.drain.perSecond >= DRAIN_BUDGET_PER_SECOND,
  );
}

function dealerRows(add, failed, { dealerEvents, dealerFunnel }) {
  const events = 'Dealer events (POST /events, built app, PGlite)';
  if (dealerEvents?.error) failed(events, dealerEvents.error);
  else if (dealerEvents) {
    const e = dealerEvents;
    add(
      events,
      `accepted events/s (${Math.round(e.requestsPerSecond).toLocaleString('en-US')} req/s of 1–5 events, ${e.connections} connections)`,
      Math.round(e.eventsPerSecond).toLocaleString('en-US'),
      '≥ 2,000',
      e.eventsPerSecond >= 2000,
    );
    add(events, 'latency p50 / p99', `${ms(e.p50)} / ${ms(e.p99)}`, 'p99 ≤ 20 ms', e.p99 <= 20);
    add(
      events,
      'server CPU (share of one core) · roll-ups equal to what was accepted',
      `${e.serverCpu.toFixed(2)} · ${e.countsMatch ? 'yes' : 'NO'}`,
      'counts equal',
      e.countsMatch,
    );
  }
  const funnel = 'Dealer dashboard (getDealerSiteFunnel, app.inject, PGlite)';
  if (dealerFunnel?.error) failed(funnel, dealerFunnel.error);
  else if (dealerFunnel) {
    const f = dealerFunnel;
    for (const range of f.ranges) {
      add(
        funnel,
        `${range.days} days over ${Math.round(f.events).toLocaleString('en-US')} events, p50 / p95 cold (${range.runs} new ranges)`,
        `${ms(range.p50)} / ${ms(range.p95)}`,
        '≤ 50 ms p50',
        range.p50 <= 50,
      );
    }
    add(
      funnel,
      `first call of a restarted app, 365 days, p50 of ${f.restarted.runs} (GET /user for reference)`,
      `${ms(f.restarted.funnelYearP50)} (${ms(f.restarted.userP50)})`,
    );
  }
}

/** Issue 44: the quote and agreement PDFs, size and render time each. */
function pdfRows(add, failed, pdf) {
  const section = 'Quote PDFs (PDFKit, in process)';
  if (pdf?.error) return failed(section, pdf.error);
  if (!pdf) return;
  add(section, 'first render of the process (reads and unpacks the fonts)', ms(pdf.firstMs));
  for (const document of pdf.documents) {
    // The budgets are a 10-line quote's; the others are reported.
    const budgeted = document.name.startsWith('quote, 10 lines');
    add(
      section,
      `${document.name}: size (${document.pages} page${document.pages === 1 ? '' : 's'})`,
      kb(document.bytes),
      budgeted ? `≤ ${PDF_SIZE_BUDGET / KB} KB` : '',
      budgeted ? document.bytes <= PDF_SIZE_BUDGET : null,
    );
    add(
      section,
      `${document.name}: render p50 / p95 (${document.runs} runs)`,
      `${ms(document.p50)} / ${ms(document.p95)}`,
      budgeted ? `p50 ≤ ${PDF_TIME_BUDGET_MS} ms` : '',
      budgeted ? document.p50 <= PDF_TIME_BUDGET_MS : null,
    );
  }
}

/** Issue 37: the same call with a person's token and with a secret API key, p50 each. */
function apiKeyRows(add, failed, apiKeys) {
  const section = 'Secret API keys';
  if (apiKeys?.error) return failed(section, apiKeys.error);
  if (!apiKeys) return;
  add(
    section,
    `${apiKeys.call} with a person's token, p50 (${apiKeys.runs} runs)`,
    ms(apiKeys.person.p50),
  );
  add(section, `${apiKeys.call} with an API key, p50 (${apiKeys.runs} runs)`, ms(apiKeys.key.p50));
  add(
    section,
    'key − person at p50',
    `${apiKeys.differenceMs >= 0 ? '+' : ''}${apiKeys.differenceMs.toFixed(2)} ms`,
    `≤ +${KEY_OVERHEAD_BUDGET_MS} ms`,
    apiKeys.differenceMs <= KEY_OVERHEAD_BUDGET_MS,
  );
}

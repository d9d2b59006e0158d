// The quote PDFs (issue 44): renderQuotePdf / renderAgreementPdf of the built server
// (dist/bench-entry.js) in the bench process, on sample documents like the quotes module builds
// (packages/server/src/quotes/pdf/testing/sample-quote.ts). A 10-line quote in English and in
// Spanish, a 100-line one, and the agreement of the 10-line one: the size of each, and the render
// time (p50 / p95 after a warm-up; the first render of the process, which reads and unpacks the
// fonts, reported apart).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { median, root } from './util.mjs';

/** Budgets of issue 44: a 10-line quote. */
export const PDF_SIZE_BUDGET = 150 * 1024;
export const PDF_TIME_BUDGET_MS = 150;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** `/Type /Page` objects (PDFKit writes the page dictionaries uncompressed). */
const pageCount = (pdf) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length ?? 0;

export async function pdfRendering({
  runs = 40,
  warmup = 5,
  log,
  entryFile = join(root, 'packages', 'server', 'dist', 'bench-entry.js'),
}) {
  const entry = await import(pathToFileURL(entryFile).href);
  const { renderQuotePdf, renderAgreementPdf, sampleQuoteDocument } = entry;

  const firstStarted = performance.now();
  await renderQuotePdf(sampleQuoteDocument({ lineCount: 10 }));
  const firstMs = performance.now() - firstStarted;

  const measure = async (name, render, count) => {
    let pdf;
    const times = [];
    for (let i = 0; i < warmup + count; i++) {
      const started = performance.now();
      pdf = await render();
      if (i >= warmup) times.push(performance.now() - started);
    }
    const result = {
      name,
      runs: count,
      bytes: pdf.length,
      pages: pageCount(pdf),
      p50: median(times),
      p95: percentile(times, 95),
    };
    log?.(
      `  ${name}: ${(result.bytes / 1024).toFixed(1)} KB, ${result.pages} page(s), p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
    );
    return result;
  };

  const ten = sampleQuoteDocument({ lineCount: 10 });
  const tenSpanish = sampleQuoteDocument({ lineCount: 10, language: 'es' });
  const hundred = sampleQuoteDocument({ lineCount: 100 });
  const quotePdf = await renderQuotePdf(ten);
  const signature = {
    name: 'Dana Whitfield',
    title: 'Site manager',
    signedAt: new Date('2026-12-01T14:05:09Z'),
    ip: '203.0.113.9',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    quotePdfSha256: createHash('sha256').update(quotePdf).digest('hex'),
  };
  const agreementDocument = { ...ten, agreement_number: 'RA-2026-000001' };
  return {
    firstMs,
    documents: [
      await measure('quote, 10 lines (en)', () => renderQuotePdf(ten), runs),
      await measure('quote, 10 lines (es)', () => renderQuotePdf(tenSpanish), runs),
      await measure('quote, 100 lines (en)', () => renderQuotePdf(hundred), Math.ceil(runs / 4)),
      await measure(
        'agreement, 10 lines (en)',
        () => renderAgreementPdf(agreementDocument, signature),
        runs,
      ),
    ],
  };
}

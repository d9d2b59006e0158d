// Entry for `npm run bench` (scripts/bench.mjs): the pieces to build the app in a plain Node
// process, without listening or reading the environment the way `server.ts` does.
export { buildApp } from './app';
export { loadConfig } from './config';
export { openDatabase } from './db/open-database';
export { seedDemoData } from './db/seed-demo-data';
// The quote PDFs and the sample document their section renders (bench/pdf.mjs).
export { renderAgreementPdf } from './quotes/pdf/render-agreement-pdf';
export { renderQuotePdf } from './quotes/pdf/render-quote-pdf';
export { sampleQuoteDocument } from './quotes/pdf/testing/sample-quote';

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../../../../../..');

/**
 * poppler's pdftotext, installed when missing and possible (scripts/pdftotext.mjs: root on
 * Debian/Ubuntu; `npm test` does it before the unit step). Null, with the reason printed, when it
 * cannot be had: the tests that read PDF text then skip.
 */
export async function findPdftotext(): Promise<string | null> {
  const helpers = (await import(pathToFileURL(join(root, 'scripts/pdftotext.mjs')).href)) as {
    ensurePdftotext(options?: { quiet?: boolean }): string | null;
  };
  const path = helpers.ensurePdftotext();
  if (!path)
    console.warn('pdftotext is not installed and cannot be here: the PDF text tests are skipped.');
  return path;
}

/** The text of each page, as pdftotext reads it with `-layout` (a table row stays on one line). */
export function pdfPages(pdftotext: string, pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync(pdftotext, ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    // Pages end with a form feed; the text ends with one too.
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page sizes from the page dictionaries (PDFKit writes them uncompressed): `[width, height]`. */
export function mediaBoxes(pdf: Uint8Array): [number, number][] {
  const source = Buffer.from(pdf).toString('latin1');
  return [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

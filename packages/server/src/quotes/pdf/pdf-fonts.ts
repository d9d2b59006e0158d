import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * DM Sans, the storefront's typeface, from @fontsource/dm-sans (a runtime dependency of the
 * server): its `latin` files cover English and Spanish (á é í ó ú ñ ü ¿ ¡ €). PDFKit embeds only
 * the glyphs a document uses (a subset), with a ToUnicode map so the text extracts.
 *
 * Fontsource ships WOFF and WOFF2 only. fontkit reads WOFF, but inflates its tables in JavaScript
 * on every document (three quarters of a render's time); so each file is unpacked once per process
 * into the plain TrueType font it wraps (WOFF 1.0: zlib-compressed sfnt tables), with Node's zlib.
 */
const require = createRequire(import.meta.url);

export type PdfFontName = 'regular' | 'bold';

const FILES: Record<PdfFontName, string> = {
  regular: '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff',
  bold: '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff',
};

let loaded: Record<PdfFontName, Buffer> | undefined;

/** The fonts as TrueType (sfnt) buffers, read and unpacked once per process. */
export function pdfFonts(): Record<PdfFontName, Buffer> {
  loaded ??= {
    regular: woffToSfnt(readFileSync(require.resolve(FILES.regular))),
    bold: woffToSfnt(readFileSync(require.resolve(FILES.bold))),
  };
  return loaded;
}

/** Unpacks a WOFF 1.0 file into the sfnt (TrueType/OpenType) font it holds. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table unpacked to the wrong length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

import type { Plugin } from 'vite';

/** Each change to @lingui/core's compiled runtime: the line it follows, and the line it adds. */
const PATCHES = [
  {
    // A plural whose text has no `#` writes no number (Lingui formats one for every plural).
    after: 'const replaceOctothorpe = (value, message) => {',
    add: 'if (typeof message === "string" && !message.includes(OCTOTHORPE_PH)) return message;',
  },
  {
    // A `#` of 0–999 reads the same in every language the storefront speaks: no Intl for it.
    after: 'function number(locales, value, format) {',
    add: 'if (format == null && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);',
  },
] as const;

const isLinguiCore = (id: string) =>
  /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0] ?? '');

/**
 * Lingui writes every plural's number with `Intl.NumberFormat` (its `replaceOctothorpe` formats it
 * even when the message has no `#`), and the first `Intl.NumberFormat` of a page costs 25–120 ms
 * on a throttled phone (ICU's number data): the header's quote link (a plural, on every page) and
 * a unit's "1,240 hours" (`{value}` written by utils/format.ts) paid it inside the hydration task.
 * The build skips the number when the text has no `#`, and writes a `#` of 0–999 with `String`
 * (Latin digits, no grouping: the same text in English and Spanish); every other number, and every
 * `{n, number}` with a format, goes to Intl as before. The build fails if a Lingui upgrade no longer
 * has the lines this follows (check the patch still holds, then update it).
 */
export function linguiPlainCounts(): Plugin {
  return {
    name: 'liftline:lingui-plain-counts',
    apply: 'build',
    transform(code, id) {
      if (!isLinguiCore(id)) return null;
      let patched = code;
      for (const { after, add } of PATCHES) {
        if (!patched.includes(after)) {
          throw new Error(`${id}: no \`${after}\` to patch (see lingui-plain-counts.ts)`);
        }
        patched = patched.replace(after, `${after}\n  ${add}`);
      }
      return { code: patched, map: null };
    },
  };
}

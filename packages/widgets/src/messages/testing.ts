/**
 * Test helpers for the message table: a component reads its words from the table, never holds
 * them. `marked(area)` is the area with every word wrapped in « », and `literalWords` finds the
 * table's words on screen outside « » (copied into a component instead of read).
 */
type Word = string | ((...args: never[]) => string);

/** The area with each word wrapped: 'Next' → '«Next»', (n) => `${n} units` → (n) => `«${n} units»`. */
export function marked<T extends Record<string, Word>>(area: T): T {
  return Object.fromEntries(
    Object.entries(area).map(([key, word]) => [
      key,
      typeof word === 'string'
        ? `«${word}»`
        : (...args: never[]) => `«${(word as (...a: never[]) => string)(...args)}»`,
    ]),
  ) as T;
}

/** What a visitor reads and hears under `root`: its text, names, placeholders. */
function readable(root: Element): string {
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('placeholder') ?? '',
  ]);
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The area's words (of 4 letters or more) that `root` shows outside « »: held by a component. */
export function literalWords(area: Record<string, Word>, root: Element): string[] {
  const outside = readable(root).replace(/«[^»]*»/g, '');
  return Object.values(area).filter(
    (word): word is string =>
      typeof word === 'string' && word.trim().length >= 4 && outside.includes(word.trim()),
  );
}

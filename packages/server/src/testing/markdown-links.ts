/**
 * Just enough Markdown for docs.test.ts: the links a file makes and the anchors its headings get,
 * the way GitHub renders them. Fenced code blocks and inline code are not Markdown.
 */

/** The file's lines outside fenced code blocks (```), with inline code spans removed. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) lines.push(line);
  }
  return lines;
}

const withoutCode = (line: string) => line.replace(/`[^`]*`/g, (code) => code.replace(/./g, ' '));

/** Targets of inline links and images (`[text](target)`, `![alt](target "title")`). */
export function markdownLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    // Link texts may hold inline code (`[`npm run serve`](#npm-run-serve)`): blank code first.
    const prose = withoutCode(line);
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(match[1]!);
    }
  }
  return targets;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading contributes its text
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor the file's headings give, with GitHub's `-1`, `-2` … for repeated headings. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A link to another site or protocol (checked by nobody here), as opposed to a repository path. */
export const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

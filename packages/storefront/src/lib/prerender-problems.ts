/**
 * What must never reach a prerendered page: React's server-error output (a boundary that fell back
 * to client rendering carries the error message and its stack) and paths of the build machine.
 */
const MARKERS: { name: string; pattern: RegExp }[] = [
  { name: 'a Suspense boundary error', pattern: /Suspense boundary/i },
  { name: 'a switch to client rendering', pattern: /Switched to client rendering/i },
  { name: 'a minified React error', pattern: /Minified React error/i },
  { name: 'an error template', pattern: /<template\b[^>]*\bdata-(dgst|msg|stck|cstck)\b/i },
  { name: 'an error message or stack attribute', pattern: /\bdata-(msg|stck|cstck)=/i },
  { name: 'a stack trace line', pattern: /\bat [\w$.<>]+ \((?:file:|\/)[^)]*:\d+:\d+\)/ },
  { name: 'a file URL', pattern: /file:\/\//i },
  { name: 'the server-side bundle', pattern: /dist-ssr/i },
  { name: 'a node_modules path', pattern: /node_modules\//i },
  {
    name: 'an absolute path of the build machine',
    pattern: /(?:^|[\s"'(=])(?:\/(?:home|root|tmp|work|Users|var|opt|srv)\/[\w.-]+\/|[A-Z]:\\\\)/,
  },
];

/** The names of the problems found in `html` (empty when the page is clean). */
export function prerenderProblems(html: string, extraPaths: string[] = []): string[] {
  const found = MARKERS.filter(({ pattern }) => pattern.test(html)).map(({ name }) => name);
  for (const path of extraPaths) {
    if (path && html.includes(path)) found.push(`the path ${path}`);
  }
  return found;
}

import { describe, expect, it } from 'vitest';
import { prerenderProblems } from './prerender-problems';

const CLEAN = `<header><a href="/equipment">Equipment</a></header><main><h1>Rent or buy</h1>
<img src="/assets/hero-abc123.webp" alt=""><p>Call (800) 555-0199 - open 7:00-17:00.</p></main>`;

describe('prerenderProblems', () => {
  it('passes a clean page (site-relative URLs and ordinary text)', () => {
    expect(prerenderProblems(CLEAN)).toEqual([]);
  });

  it.each([
    [
      'a Suspense boundary error',
      '<!--$!--><template data-dgst="x"></template>Error somewhere within the Suspense boundary',
    ],
    [
      'a switch to client rendering',
      '<p>Switched to client rendering because the server rendering aborted</p>',
    ],
    ['a minified React error', 'Minified React error #419; visit https://react.dev/errors/419'],
    ['an error template', '<template data-msg="boom"></template>'],
    ['an error message or stack attribute', '<div data-stck="at x"></div>'],
    ['a stack trace line', 'at Home (/srv/app/home.js:333:17)'],
    ['a file URL', 'see file:///work/app/packages/storefront/dist-ssr/assets/home.js'],
    ['the server-side bundle', '<p>dist-ssr/entry-prerender.js</p>'],
    ['a node_modules path', '<p>wouter/node_modules/x</p>'],
    ['an absolute path of the build machine', '<p>Error in /home/builder/project/src/x.ts</p>'],
  ])('flags %s', (name, sample) => {
    expect(prerenderProblems(`${CLEAN}${sample}`)).toContain(name);
  });

  it('flags the build directory it is given', () => {
    expect(
      prerenderProblems(`${CLEAN}<p>/build/agent-7/liftline/x</p>`, ['/build/agent-7/liftline']),
    ).toEqual(['the path /build/agent-7/liftline']);
  });
});

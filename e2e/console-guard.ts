import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors (CSP violations show up here); call the returned
 * check at the end of a test. Expected failures (e.g. a 404 the test provokes) can be allowed.
 */
export function guardConsole(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return () => expect(problems, problems.join('\n')).toEqual([]);
}

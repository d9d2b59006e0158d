import { test } from '@playwright/test';

/**
 * The `Origin` header a page of the store sends with its own calls. Playwright's request context
 * keeps the `access_token` cookie of a login or register, and the API refuses a POST, PUT, PATCH
 * or DELETE authenticated by that cookie when it names neither `Origin` nor `Sec-Fetch-Site`
 * (CSRF, server `http/csrf.ts`): a script that keeps cookies says where it acts from, as a
 * browser does.
 */
export function sameOrigin(): { origin: string } {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

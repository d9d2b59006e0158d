import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The header the server's own page rendering sends with the API reads it makes for a page (through
 * `app.inject`), with a value only this process knows: a read the API must tell apart from the
 * visitor's own (the customer's quote page rendered for its HTML does not count as the quote's
 * opening: mail scanners fetch links; the app's own read after it starts does). Nobody outside the
 * process can send it: its value is drawn at start-up and never leaves.
 */
const PAGE_READ_HEADER = 'x-liftline-page-read';
const secret = Buffer.from(randomBytes(32).toString('base64url'));

/** The headers of a read made for a page the server renders. */
export const pageReadHeaders = (): Record<string, string> => ({
  [PAGE_READ_HEADER]: secret.toString(),
});

/** Whether a request is the server's own read for a page it renders. */
export function isPageRead(headers: IncomingHttpHeaders): boolean {
  const value = headers[PAGE_READ_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === secret.length && timingSafeEqual(given, secret);
}

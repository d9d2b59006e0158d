import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: 43 characters (the contract asks for at least 128 bits). */
export const newQuoteToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. The token itself is only in the customer's link. */
export const quoteTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The customer's page of a token: `{PUBLIC_URL}/quotes/{token}`, `/es/quotes/{token}` in Spanish. */
export const quotePageUrl = (publicUrl: string, locale: 'en' | 'es', token: string): string =>
  `${publicUrl}${locale === 'en' ? '' : `/${locale}`}/quotes/${token}`;

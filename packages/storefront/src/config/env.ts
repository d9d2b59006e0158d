/** Build-time settings (Vite `VITE_*` variables) with their defaults. */

const DEFAULT_SUPPORT_PHONE = '(800) 555-0199';

/** The support phone number as displayed, e.g. "(800) 555-0199". */
export const supportPhone: string =
  import.meta.env.VITE_SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE;

/** Product key used for the saved local branch (`{product}_local_branch` in local storage). */
export const PRODUCT_KEY = 'liftline';

/** `tel:` URIs come from the SDK (one implementation for widgets and storefront). */
export { telHref } from '@liftline/sdk';

/** An `http(s)` URL, or `undefined` for anything else (unset, blank, `#`, `javascript:` …). */
export function webUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Liftline's social network profiles (`VITE_SOCIAL_FACEBOOK_URL`, `VITE_SOCIAL_LINKEDIN_URL`,
 * `VITE_SOCIAL_YOUTUBE_URL`); the footer hides a network whose variable is unset.
 */
export const socialProfiles = {
  facebook: webUrl(import.meta.env.VITE_SOCIAL_FACEBOOK_URL),
  linkedIn: webUrl(import.meta.env.VITE_SOCIAL_LINKEDIN_URL),
  youTube: webUrl(import.meta.env.VITE_SOCIAL_YOUTUBE_URL),
};

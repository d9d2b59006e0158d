/** Build-time settings (Vite `VITE_*` variables) with their defaults. */

const DEFAULT_SUPPORT_PHONE = '(800) 555-0199';

/** The support phone number as displayed, e.g. "(800) 555-0199". */
export const supportPhone: string =
  import.meta.env.VITE_SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE;

/** Product key used for the saved local branch (`{product}_local_branch` in local storage). */
export const PRODUCT_KEY = 'liftline';

/** Turns a displayed phone number into a `tel:` URI: "(800) 555-0199" → "tel:+18005550199". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  // North American numbers, with or without the leading country code 1.
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

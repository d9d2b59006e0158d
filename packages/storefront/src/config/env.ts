/** Build-time settings (Vite `VITE_*` variables) with their defaults. */

const DEFAULT_SUPPORT_PHONE = '(800) 555-0199';

/** The support phone number as displayed, e.g. "(800) 555-0199". */
export const supportPhone: string =
  import.meta.env.VITE_SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE;

/** Product key used for the saved local branch (`{product}_local_branch` in local storage). */
export const PRODUCT_KEY = 'liftline';

/** `tel:` URIs come from the SDK (one implementation for widgets and storefront). */
export { telHref } from '@liftline/sdk';

import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';
import type { DealerSite } from './dealers-api';

/** The contract's `DealerSiteOrigin`: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
export const MAX_ORIGINS = 10;

const origin = v.object({
  value: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the origin, like https://dealer.example'),
    v.maxLength(200, tooLong(200)),
    v.regex(ORIGIN, 'Enter the scheme and host only, like https://dealer.example'),
  ),
});

/**
 * The dealer site form's rules (`DealerSiteInput` / `DealerSiteUpdate`'s name and origins). The
 * origins are rows (`{ value }`) so each shows its own message; sent as a list of strings.
 */
export const dealerSiteSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the site’s name'),
    v.maxLength(100, tooLong(100)),
  ),
  origins: v.pipe(
    v.array(origin),
    v.minLength(1, 'Add at least one origin'),
    v.maxLength(MAX_ORIGINS, `Add at most ${MAX_ORIGINS} origins`),
    v.check(
      (rows) => new Set(rows.map((row) => row.value.toLowerCase())).size === rows.length,
      'Each origin once, please',
    ),
  ),
});

export type DealerSiteFormInput = v.InferInput<typeof dealerSiteSchema>;
export type DealerSiteFormOutput = v.InferOutput<typeof dealerSiteSchema>;

export const emptySiteForm = (): DealerSiteFormInput => ({ name: '', origins: [{ value: '' }] });

export const siteFormValues = (site: DealerSite): DealerSiteFormInput => ({
  name: site.name,
  origins: site.origins.map((value) => ({ value })),
});

export const toSiteInput = (values: DealerSiteFormOutput) => ({
  name: values.name,
  origins: values.origins.map((row) => row.value),
});

/** The server's `origins.2` is the form's third row. */
export const originServerFields = (values: DealerSiteFormOutput): Record<string, string> =>
  Object.fromEntries(
    values.origins.map((_, index) => [`origins.${index}`, `origins.${index}.value`]),
  );

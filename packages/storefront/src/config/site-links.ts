/**
 * Destinations that do not exist yet (the footer's legal and social links "point to
 * placeholders"). Replace a value here to wire the real page; every link reads from this table.
 */
export const PLACEHOLDER_HREF = '#';

export const siteLinks = {
  terms: PLACEHOLDER_HREF,
  privacy: PLACEHOLDER_HREF,
  facebook: PLACEHOLDER_HREF,
  linkedIn: PLACEHOLDER_HREF,
  youTube: PLACEHOLDER_HREF,
} as const;

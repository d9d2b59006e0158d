/**
 * Links of the header and footer that are not storefront routes: the API reference the server
 * serves, and the social networks, which come from build-time settings (config/env.ts).
 */
import { socialProfiles } from './env';

/** The API reference (served by the API server, not a storefront page). */
export const API_REFERENCE_HREF = '/api/docs';

export type SocialNetwork = 'facebook' | 'linkedIn' | 'youTube';

/** The social networks the footer can link to, in display order. */
export const SOCIAL_NETWORKS: readonly { key: SocialNetwork; name: string }[] = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'linkedIn', name: 'LinkedIn' },
  { key: 'youTube', name: 'YouTube' },
];

/** Liftline's profile on each network; a network without one is not shown. */
export type SocialProfiles = Partial<Record<SocialNetwork, string>>;

export const siteLinks = {
  apiReference: API_REFERENCE_HREF,
  social: socialProfiles,
} as const;

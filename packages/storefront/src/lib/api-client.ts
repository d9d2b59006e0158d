import { createClient, type ApiClient } from '@liftline/sdk';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '@/config/paths';

/**
 * The storefront's one API client (same-origin `/api`, cookies included). When the server reports an
 * obsolete endpoint (410 `endpoint_obsolete`) the visitor is sent to the upgrade-required page.
 */
export const apiClient: ApiClient = createClient({
  baseUrl: '/api',
  onUpgradeRequired: () => navigate(paths.upgradeRequired.getHref()),
});

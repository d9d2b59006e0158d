import { paths } from '@/config/paths';

export type PublishingFilter = '' | 'approved' | 'not_approved';

/** The accounts page's state in the URL (shareable; Back works). */
export interface AccountsUrlState {
  q: string;
  publishing: PublishingFilter;
  page: number;
}

export function parseAccountsUrl(search: string): AccountsUrlState {
  const params = new URLSearchParams(search);
  const publishing = params.get('publishing');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    publishing: publishing === 'approved' || publishing === 'not_approved' ? publishing : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's URL for a state (defaults left out). */
export function accountsHref({ q, publishing, page }: Partial<AccountsUrlState>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (publishing) params.set('publishing', publishing);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${paths.adminAccounts.getHref()}${query ? `?${query}` : ''}`;
}

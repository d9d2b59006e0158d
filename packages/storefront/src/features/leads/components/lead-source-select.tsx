import formStyles from '@/components/ui/form/form.module.scss';
import { useUser } from '@/lib/auth';
import { useLeadSources } from '../leads-api';
import type { LeadsUrlState } from '../leads-url';

type SourceChanges = Pick<LeadsUrlState, 'source' | 'dealer_site_id'>;

const SITE = 'site-';

/** The select's value for the URL's state: one site, else `storefront` / `dealer` / all. */
const valueOf = (url: LeadsUrlState) =>
  url.dealer_site_id ? `${SITE}${url.dealer_site_id}` : url.source;

/** The URL's state for the select's value. */
function changesOf(value: string): SourceChanges {
  if (value.startsWith(SITE))
    return { source: '', dealer_site_id: Number(value.slice(SITE.length)) };
  return { source: value as LeadsUrlState['source'], dealer_site_id: null };
}

interface LeadSourceSelectProps {
  id: string;
  url: LeadsUrlState;
  onChange: (changes: SourceChanges) => void;
}

/**
 * Where the leads came from: all, the storefront, any dealer site, or one of the dealer sites that
 * sent the account leads (`listLeadSources`; the account's inbox only, not every account's).
 */
export function LeadSourceSelect({ id, url, onChange }: LeadSourceSelectProps) {
  const accountId = useUser()?.current_account.id ?? 0;
  const perSite = url.scope === 'account';
  const sites = useLeadSources(accountId, perSite);
  const listed = perSite ? (sites.data ?? []) : [];
  const unlisted = url.dealer_site_id && listed.every((site) => site.id !== url.dealer_site_id);
  return (
    <select
      id={id}
      className={formStyles.control}
      value={valueOf(url)}
      aria-busy={(perSite && sites.isPending) || undefined}
      onChange={(event) => onChange(changesOf(event.target.value))}
    >
      <option value="">All sources</option>
      <option value="storefront">Storefront</option>
      <option value="dealer">Dealer sites</option>
      {listed.length > 0 || unlisted ? (
        <optgroup label="One dealer site">
          {listed.map((site) => (
            <option key={site.id} value={`${SITE}${site.id}`}>
              {site.name}
            </option>
          ))}
          {/* A site from a shared link that sent this account no lead (or another account's). */}
          {unlisted ? (
            <option value={`${SITE}${url.dealer_site_id}`}>Site {url.dealer_site_id}</option>
          ) : null}
        </optgroup>
      ) : null}
    </select>
  );
}

import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '../format';
import { LEAD_TYPE_LABELS } from '../lead-labels';
import type { LeadSummary } from '../leads-api';
import { LeadSourceMark } from './lead-source';
import { LeadStatusBadge } from './lead-status-badge';
import styles from './leads.module.scss';

interface LeadsTableProps {
  leads: readonly LeadSummary[];
  caption: string;
  /**
   * `account`: the references link to the lead's page. `all` (every account, platform
   * administrators): read only, with the account's name and no links.
   */
  scope: 'account' | 'all';
}

/** The inbox's rows in a `DataTable`: as tall as its rows, sticky headers; cards at 375 px. */
export function LeadsTable({ leads, caption, scope }: LeadsTableProps) {
  return (
    <DataTable placement="page" columns="many" caption={caption}>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Received</th>
          <th scope="col">Type</th>
          <th scope="col">Customer</th>
          <th scope="col">Unit or summary</th>
          <th scope="col">Branch</th>
          {scope === 'all' ? <th scope="col">Account</th> : null}
          <th scope="col">Status</th>
          <th scope="col">Assignee</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.reference}>
            <th scope="row" className={styles.reference}>
              {scope === 'account' ? (
                <PrefetchLink href={paths.lead.getHref(lead.reference)}>
                  {lead.reference}
                </PrefetchLink>
              ) : (
                lead.reference
              )}
            </th>
            <td className={styles.nowrap}>
              <time dateTime={lead.received_at}>{formatDate(lead.received_at)}</time>
            </td>
            <td>
              <span>{LEAD_TYPE_LABELS[lead.type]}</span>
              <LeadSourceMark source={lead.source} />
            </td>
            <td>
              <span className={styles.strong}>{lead.name}</span>
              {lead.company ? <span className={styles.sub}>{lead.company}</span> : null}
              <span className={styles.sub}>{lead.email}</span>
            </td>
            <td>
              {lead.equipment ? (
                <span className={styles.strong}>{lead.equipment.title}</span>
              ) : null}
              <span className={lead.equipment ? styles.sub : undefined}>{lead.summary}</span>
            </td>
            <td>{lead.branch?.name ?? '—'}</td>
            {scope === 'all' ? <td>{lead.account?.name ?? '—'}</td> : null}
            <td>
              <LeadStatusBadge status={lead.status} />
            </td>
            <td>{lead.assignee?.name ?? <span className={styles.muted}>Unassigned</span>}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

import { LEAD_STATUS_LABELS, type Schemas } from '@liftline/sdk';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/auth';
import { formatDay } from '@/utils/format';
import { useDealerLeads } from '../dealers-api';
import { ELEMENT_LABELS, LEAD_TYPE_LABELS } from '../labels';
import styles from './dealers.module.scss';

const STATUS_TONES: Readonly<Record<Schemas['LeadStatus'], BadgeTone>> = {
  new: 'info',
  contacted: 'warning',
  quoted: 'warning',
  won: 'success',
  lost: 'neutral',
};

/**
 * The leads the site's widgets sent, newest first, with their status only: the customer's details
 * and the rental business's notes stay with the business (`listDealerLeads`).
 */
export function DealerLeadsTable({ accountId, siteId }: { accountId: number; siteId: number }) {
  const leads = useDealerLeads(accountId, siteId, 1);
  // A lead of the account's own opens its page; one the site sent to another account has none here.
  const canOpen = useCan('leads.view');
  return (
    <QueryView
      query={leads}
      what="the site’s leads"
      loading={<p role="status">Loading the leads…</p>}
    >
      {(page) =>
        page.items.length === 0 ? (
          <p className={styles.muted}>No leads from this site yet.</p>
        ) : (
          <>
            {page.meta.total > page.items.length ? (
              <p className={styles.muted}>
                The {page.items.length} newest of {page.meta.total} leads.
              </p>
            ) : null}
            <DataTable
              placement="card"
              label="Site leads table"
              caption="Leads the site sent, newest first"
              minWidth={720}
            >
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Received</th>
                  <th scope="col">Type</th>
                  <th scope="col">Widget</th>
                  <th scope="col">Page</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((lead) => (
                  <tr key={lead.reference}>
                    <th scope="row" className={styles.nowrap}>
                      {canOpen && lead.in_account ? (
                        <PrefetchLink href={paths.lead.getHref(lead.reference)}>
                          {lead.reference}
                        </PrefetchLink>
                      ) : (
                        lead.reference
                      )}
                    </th>
                    <td className={styles.nowrap}>
                      <time dateTime={lead.received_at}>
                        {formatDay(lead.received_at.slice(0, 10))}
                      </time>
                    </td>
                    <td>{LEAD_TYPE_LABELS[lead.type]}</td>
                    <td>{lead.element ? ELEMENT_LABELS[lead.element] : '—'}</td>
                    <td className={styles.pageCell}>{lead.page ?? '—'}</td>
                    <td>
                      <Badge tone={STATUS_TONES[lead.status]}>
                        {LEAD_STATUS_LABELS[lead.status]}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )
      }
    </QueryView>
  );
}

import { permissionLabel } from '@liftline/sdk';
import { useId, type ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/auth';
import { formatDate, formatDay } from '../format';
import { LEAD_TYPE_LABELS, LISTING_LABELS } from '../lead-labels';
import { useLead, useLeadAssignees, type Lead } from '../leads-api';
import { LeadQuotes } from '../quotes/lead-quotes-section';
import { LeadLines } from './lead-lines';
import { LeadSourceFact } from './lead-source';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTimeline } from './lead-timeline';
import { LeadWorkForm } from './lead-work-form';
import styles from './leads.module.scss';

function breadcrumbs(reference: string) {
  return [
    { name: 'Account', path: paths.account.getHref() },
    { name: 'Leads', path: paths.leads.getHref() },
    { name: reference, path: paths.lead.getHref(reference) },
  ];
}

/** One fact of the request; nothing when the customer left it out. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function dates(lead: Lead): string | null {
  if (lead.start_date && lead.end_date)
    return `${formatDay(lead.start_date)} – ${formatDay(lead.end_date)}`;
  if (lead.start_date) return `From ${formatDay(lead.start_date)}`;
  if (lead.end_date) return `Until ${formatDay(lead.end_date)}`;
  return null;
}

/** Everything the customer sent: the request, then who they are. */
function SentByCustomer({ lead }: { lead: Lead }) {
  const requestId = useId();
  const contactId = useId();
  return (
    <div className={styles.sent}>
      <section aria-labelledby={requestId} className={styles.panel}>
        <h2 id={requestId} className={styles.panelHeading}>
          {LEAD_TYPE_LABELS[lead.type]}
        </h2>
        <dl className={styles.facts}>
          <Fact term="Received">
            <time dateTime={lead.received_at}>{formatDate(lead.received_at)}</time>
          </Fact>
          <Fact term="Unit">
            {lead.equipment ? (
              <PrefetchLink href={paths.equipmentDetail.getHref(lead.equipment.id)}>
                {lead.equipment.title}
              </PrefetchLink>
            ) : null}
          </Fact>
          <Fact term="Listing">{lead.listing ? LISTING_LABELS[lead.listing] : null}</Fact>
          <Fact term="Dates">{dates(lead)}</Fact>
          <Fact term="Quantity">{lead.quantity === null ? null : String(lead.quantity)}</Fact>
          <Fact term="Purchase timeframe">{lead.purchase_timeframe}</Fact>
          <Fact term="Request">
            {lead.request_reference && lead.request_reference !== lead.reference
              ? `Part of ${lead.request_reference} (the customer's reference; other branches have the rest)`
              : null}
          </Fact>
          <Fact term="Jobsite">{lead.jobsite_address}</Fact>
          <Fact term="Jobsite ZIP">{lead.jobsite_zip}</Fact>
          <Fact term="PO number">{lead.po_number}</Fact>
          <Fact term="Branch">{lead.branch?.name}</Fact>
          <Fact term="Source">
            <LeadSourceFact source={lead.source} />
          </Fact>
          <Fact term="Subject">{lead.subject}</Fact>
          <Fact term="Message">
            {lead.message ? <span className={styles.prose}>{lead.message}</span> : null}
          </Fact>
          <Fact term="Notes">
            {lead.notes ? <span className={styles.prose}>{lead.notes}</span> : null}
          </Fact>
          <Fact term="Summary">{lead.summary}</Fact>
        </dl>
      </section>
      <section aria-labelledby={contactId} className={styles.panel}>
        <h2 id={contactId} className={styles.panelHeading}>
          Customer
        </h2>
        <dl className={styles.facts}>
          <Fact term="Name">{lead.name}</Fact>
          <Fact term="Company">{lead.company}</Fact>
          <Fact term="E-mail">
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          </Fact>
          <Fact term="Phone">
            {/* Digits only, not the SDK's telHref: importing it here splits the home page's chunks. */}
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
            ) : null}
          </Fact>
        </dl>
      </section>
    </div>
  );
}

/** The work panel with the members the lead can be assigned to. */
function WorkPanel({ accountId, lead }: { accountId: number; lead: Lead }) {
  const assignees = useLeadAssignees(accountId);
  return (
    <QueryView
      query={assignees}
      what="the team"
      loading={<p role="status">Loading the work panel…</p>}
    >
      {(people) => (
        // A new form (its defaults from the saved lead) once the saved lead is read again.
        <LeadWorkForm
          key={`${lead.updated_at}-${String(lead.events.length)}`}
          accountId={accountId}
          lead={lead}
          assignees={people}
        />
      )}
    </QueryView>
  );
}

function LoadedLead({
  accountId,
  lead,
  canManage,
}: {
  accountId: number;
  lead: Lead;
  canManage: boolean;
}) {
  const timelineId = useId();
  return (
    <>
      <p className={styles.state}>
        <LeadStatusBadge status={lead.status} />
        <span>{lead.assignee ? `Assigned to ${lead.assignee.name}` : 'Unassigned'}</span>
        {lead.status === 'lost' && lead.lost_reason ? <span>Lost: {lead.lost_reason}</span> : null}
      </p>
      <SentByCustomer lead={lead} />
      <LeadLines lead={lead} />
      <LeadQuotes accountId={accountId} lead={lead} canManage={canManage} />
      <div className={styles.work}>
        <section aria-labelledby={timelineId} className={styles.panel}>
          <h2 id={timelineId} className={styles.panelHeading}>
            Timeline
          </h2>
          <LeadTimeline events={lead.events} />
        </section>
        {canManage ? (
          <WorkPanel accountId={accountId} lead={lead} />
        ) : (
          <p className={styles.readOnly}>
            You can read this lead. Working it (status, assignee, notes) needs the “
            {permissionLabel('leads.manage')}” permission.
          </p>
        )}
      </div>
    </>
  );
}

interface LeadDetailPageProps {
  accountId: number;
  reference: string;
  /** Shown when the account has no such lead (the app's not-found page). */
  notFound: ReactNode;
}

/** `/authorized/account/leads/:reference`: what the customer sent, the timeline and the work. */
export function LeadDetailPage({ accountId, reference, notFound }: LeadDetailPageProps) {
  const canManage = useCan('leads.manage');
  const lead = useLead(accountId, reference);
  return (
    <QueryView
      query={lead}
      what="the lead"
      notFound={notFound}
      loading={
        <ContentLayout title={reference} breadcrumbs={breadcrumbs(reference)}>
          <p role="status">Loading the lead…</p>
        </ContentLayout>
      }
      frame={(content) => (
        <ContentLayout title={reference} breadcrumbs={breadcrumbs(reference)}>
          {content}
        </ContentLayout>
      )}
    >
      {(loaded) => (
        <ContentLayout title={`${reference} · ${loaded.name}`} breadcrumbs={breadcrumbs(reference)}>
          <LoadedLead accountId={accountId} lead={loaded} canManage={canManage} />
        </ContentLayout>
      )}
    </QueryView>
  );
}

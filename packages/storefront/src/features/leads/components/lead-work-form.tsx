import { unwrap } from '@liftline/sdk';
import { useId, useMemo } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { FormActions } from '@/components/ui/form/form-actions';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { laterStatuses, statusLabel } from '../lead-labels';
import { LEAD_QUERIES, type Lead, type LeadPerson } from '../leads-api';
import {
  leadWorkSchema,
  leadWorkValues,
  LOST_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
} from '../lead-work-schema';
import styles from './leads.module.scss';

interface LeadWorkFormProps {
  accountId: number;
  lead: Lead;
  /** The members who may be assigned (`listLeadAssignees`). */
  assignees: readonly LeadPerson[];
}

/**
 * The work panel (`leads.manage`): move the lead forward (only later statuses; none once won or
 * lost), say why it was lost, assign it, add an internal note; one Save. The page shows the new
 * timeline afterwards (the lead, the inbox and the navigation's count are read again).
 */
export function LeadWorkForm({ accountId, lead, assignees }: LeadWorkFormProps) {
  const headingId = useId();
  const toast = useToast();
  const schema = useMemo(() => leadWorkSchema(lead.assignee?.id ?? null), [lead.assignee]);
  const defaults = leadWorkValues(lead);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: defaults,
    submit: (body, client) =>
      unwrap(
        client.POST('/account/{id}/leads/{reference}', {
          params: { path: { id: accountId, reference: lead.reference } },
          body,
        }),
      ),
    invalidates: LEAD_QUERIES,
    serverFields: { assignee_id: 'assignee' },
    conflictField: 'status',
    onSuccess: (saved) =>
      toast.success({ title: 'Lead saved', message: `${saved.reference} is up to date.` }),
  });
  const status = form.watch('status');
  const later = laterStatuses(lead.status);
  // The current assignee stays choosable even when they no longer hold `leads.manage`.
  const people =
    lead.assignee && !assignees.some((person) => person.id === lead.assignee?.id)
      ? [lead.assignee, ...assignees]
      : assignees;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        Work this lead
      </h2>
      <form className={formStyles.form} {...formProps}>
        <FormSummary summary={summary} />
        {later.length > 0 ? (
          <FormField
            form={form}
            name="status"
            label="Status"
            hint={`Now ${statusLabel(lead.status)}. A lead only moves forward.`}
          >
            {(control) => (
              <select {...control} className={formStyles.control}>
                <option value="">Keep {statusLabel(lead.status)}</option>
                {later.map((next) => (
                  <option key={next} value={next}>
                    {statusLabel(next)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <p className={styles.final}>
            {statusLabel(lead.status)} is final: the status no longer changes.
          </p>
        )}
        {status === 'lost' ? (
          <FormField
            form={form}
            name="lost_reason"
            label="Why was it lost?"
            hint="Kept internal: the customer only sees that the request is closed."
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                maxLength={LOST_REASON_MAX_LENGTH}
                aria-required="true"
              />
            )}
          </FormField>
        ) : null}
        <FormField form={form} name="assignee" label="Assignee">
          {(control) => (
            <select {...control} className={formStyles.control}>
              <option value="">Unassigned</option>
              {people.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          form={form}
          name="note"
          label="Internal note"
          hint="Only your team sees it; it is never sent to the customer."
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
            />
          )}
        </FormField>
        <FormActions busy={busy} busyLabel="Saving…" onCancel={() => form.reset(defaults)}>
          Save
        </FormActions>
      </form>
    </section>
  );
}

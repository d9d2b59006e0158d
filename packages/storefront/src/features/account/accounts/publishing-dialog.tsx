import { unwrap } from '@liftline/sdk';
import * as v from 'valibot';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { requiredText } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { EditDialog } from '../roles/components/edit-dialog';
import { PUBLISHING_QUERIES, type AdminAccount } from './accounts-api';

export const REASON_MAX_LENGTH = 500;

/** `PublishingInput` without `approved` (the dialog's purpose decides it). */
export const publishingSchema = v.object({
  reason: requiredText('Say why, for the other administrators', REASON_MAX_LENGTH),
});

interface PublishingDialogProps {
  account: AdminAccount;
  onClose: () => void;
  onDecided: (account: AdminAccount) => void;
}

/** Approve an account to publish, or revoke it (which unpublishes its units), with a reason. */
export function PublishingDialog({ account, onClose, onDecided }: PublishingDialogProps) {
  const approve = !account.publishing_approved;
  const { form, formProps, busy, summary } = useApiForm({
    schema: publishingSchema,
    defaultValues: { reason: '' },
    guardUnsaved: false,
    invalidates: PUBLISHING_QUERIES,
    submit: ({ reason }, client) =>
      unwrap(
        client.POST('/admin/accounts/{id}/publishing', {
          params: { path: { id: account.id } },
          body: { approved: approve, reason },
        }),
      ),
    onSuccess: (decided) => onDecided(decided),
  });
  const units = account.published_count;

  return (
    <EditDialog
      title={approve ? `Let ${account.name} publish?` : `Revoke publishing for ${account.name}?`}
      description={
        approve
          ? 'Its members can then publish products to the public catalog.'
          : units > 0
            ? `Its ${units === 1 ? 'published unit goes' : `${units} published units go`} back to draft and leave the catalog at once. Its members can no longer publish.`
            : 'Its members can no longer publish to the public catalog.'
      }
      dirty={form.formState.isDirty}
      busy={busy}
      onClose={onClose}
    >
      {(requestClose) => (
        <form className={formStyles.form} {...formProps}>
          <FormSummary summary={summary} />
          <FormField
            form={form}
            name="reason"
            label="Reason"
            hint="Kept with the decision, with your name and the date."
          >
            {(control) => (
              <textarea
                {...control}
                className={formStyles.control}
                rows={3}
                maxLength={REASON_MAX_LENGTH}
              />
            )}
          </FormField>
          <FormActions busy={busy} busyLabel="Saving…" onCancel={requestClose}>
            {approve ? 'Approve publishing' : 'Revoke publishing'}
          </FormActions>
        </form>
      )}
    </EditDialog>
  );
}

import { unwrap } from '@liftline/sdk';
import { EmailIcon } from '@/components/icons/icons';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useApiForm } from '@/lib/forms/use-api-form';
import { INVITE_QUERIES, type AssignableRole, type InviteWithLink } from '../api/users-api';
import { inviteSchema } from '../invite-schema';
import { RoleCheckboxes } from './role-checkboxes';
import styles from './users.module.scss';

interface InviteFormProps {
  accountId: number;
  roles: readonly AssignableRole[];
  onInvited: (invite: InviteWithLink) => void;
}

const EMPTY = { email: '', role_ids: [] as number[] };

/** Invite by e-mail with roles. Checked here first; the server's 422/409 show beside the fields. */
export function InviteForm({ accountId, roles, onInvited }: InviteFormProps) {
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema: inviteSchema,
    defaultValues: EMPTY,
    conflictField: 'email',
    invalidates: INVITE_QUERIES,
    submit: (body, client) =>
      unwrap(
        client.POST('/account/{id}/account-users/invite', {
          params: { path: { id: accountId } },
          body,
        }),
      ),
    onSuccess: (invite) => {
      form.reset(EMPTY);
      onInvited(invite);
    },
  });

  return (
    <section className={styles.inviteCard} aria-labelledby="invite-form-heading">
      <h2 id="invite-form-heading" className={styles.subheading}>
        Invite someone
      </h2>
      <form className={formStyles.form} {...formProps}>
        <FormSummary summary={summary} />
        <FormField form={form} name="email" label="E-mail address">
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              type="email"
              autoComplete="off"
              required
            />
          )}
        </FormField>
        <RoleCheckboxes
          legend="Roles on joining"
          roles={roles}
          selected={form.watch('role_ids')}
          onChange={(ids) => form.setValue('role_ids', ids, { shouldDirty: true })}
          error={errorOf('role_ids')}
          hint="They get these roles when they accept. You can change them later."
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} busyLabel="Sending…">
            <EmailIcon />
            Send invite
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

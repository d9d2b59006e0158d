import { errorNotice, unwrap, permissionLabel } from '@liftline/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useApiClient } from '@/lib/api/api-provider';
import { useCan } from '@/lib/auth';
import { ManageNotice } from '../../roles/components/manage-notice';
import { useMediaQuery, WIDE_TABLE_QUERY } from '../../roles/hooks/use-media-query';
import {
  INVITE_QUERIES,
  useInvites,
  type AssignableRole,
  type Invite,
  type InviteWithLink,
} from '../api/users-api';
import { copyText } from '@/utils/copy-text';
import { manageUsersHref, type UsersUrlState } from '../users-url';
import { COPIED_MESSAGE, InviteLink } from './invite-link';
import { InviteForm } from './invite-form';
import { InvitesList, InvitesTable } from './invites-table';
import styles from './users.module.scss';

interface InvitesPanelProps {
  accountId: number;
  url: UsersUrlState;
  roles: readonly AssignableRole[];
}

interface ShownLink {
  inviteId: number;
  url: string;
  heading: string;
  selectOnShow: boolean;
}

/** The invites tab (needs invites.manage): invite form, the invites with status, resend, revoke. */
export function InvitesPanel({ accountId, url, roles }: InvitesPanelProps) {
  const canManage = useCan('invites.manage');
  if (!canManage)
    return (
      <ManageNotice permission="invites.manage">
        Seeing, sending, resending and revoking invites needs the “
        {permissionLabel('invites.manage')}” permission.
      </ManageNotice>
    );
  return <ManageInvites accountId={accountId} url={url} roles={roles} />;
}

function ManageInvites({ accountId, url, roles }: InvitesPanelProps) {
  const toast = useToast();
  // A table on wide screens, a stacked list on narrow ones: the same data and actions.
  const InvitesView = useMediaQuery(WIDE_TABLE_QUERY) ? InvitesTable : InvitesList;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const invites = useInvites(accountId, url.invitesPage);
  const refresh = () =>
    Promise.all(INVITE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // Links exist only in the answers of sending and resending: kept for this visit.
  const [links, setLinks] = useState<ReadonlyMap<number, string>>(new Map());
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [status, setStatus] = useState('');
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));

  const remember = (invite: InviteWithLink, heading: string) => {
    setLinks((current) => new Map(current).set(invite.id, invite.invite_url));
    setShown({ inviteId: invite.id, url: invite.invite_url, heading, selectOnShow: false });
    setStatus('');
  };

  const resend = useMutation({
    mutationFn: (invite: Invite) =>
      unwrap(
        client.POST('/account/{id}/account-users/invite/{inviteId}/resend', {
          params: { path: { id: accountId, inviteId: invite.id } },
        }),
      ),
    onSuccess: async (resent) => {
      await refresh();
      remember(resent, `Invite sent again to ${resent.email}. The earlier link no longer works.`);
    },
    onError: (error) => toast.error(errorNotice(error)),
  });
  const resendingId = resend.isPending ? (resend.variables?.id ?? null) : null;

  const copy = async (invite: Invite) => {
    const link = links.get(invite.id);
    if (!link) return;
    if (await copyText(link)) {
      setStatus(`${COPIED_MESSAGE} (invite to ${invite.email}).`);
      return;
    }
    // No clipboard here: show the link selected, to copy by hand.
    setShown({
      inviteId: invite.id,
      url: link,
      heading: `Invite link for ${invite.email}`,
      selectOnShow: true,
    });
  };

  return (
    <>
      <InviteForm
        accountId={accountId}
        roles={roles}
        onInvited={(invite) => remember(invite, `Invite sent to ${invite.email}.`)}
      />
      {shown ? (
        <InviteLink
          key={`${shown.inviteId}:${shown.url}`}
          url={shown.url}
          heading={shown.heading}
          selectOnShow={shown.selectOnShow}
          onDismiss={() => setShown(null)}
        />
      ) : null}
      <section className={styles.section} aria-labelledby="invites-heading">
        <h2 id="invites-heading" className={styles.subheading}>
          Invites
        </h2>
        <p className={styles.muted}>
          Invite links are shown once, when you send or resend an invite; resending makes a new link
          and e-mails it.
        </p>
        <p className={styles.notice} aria-live="polite">
          {status}
        </p>
        <QueryView
          query={invites}
          what="the invites"
          loading={
            <p role="status" className={styles.muted}>
              Loading invites…
            </p>
          }
        >
          {(data) =>
            data.items.length === 0 ? (
              <p className={styles.empty}>No invites yet.</p>
            ) : (
              <>
                <InvitesView
                  invites={data.items}
                  roleNames={roleNames}
                  links={links}
                  resendingId={resendingId}
                  onCopy={(invite) => void copy(invite)}
                  onResend={(invite) => resend.mutate(invite)}
                  onRevoke={setRevoking}
                />
                <Pagination
                  page={url.invitesPage}
                  totalPages={data.meta.total_pages}
                  hrefFor={(page) => `~${manageUsersHref({ ...url, invitesPage: page })}`}
                  label="Invite pages"
                />
              </>
            )
          }
        </QueryView>
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke the invite to ${revoking.email}?` : ''}
        message="The invite link stops working at once. You can invite the address again later."
        confirmLabel="Revoke invite"
        onConfirm={async () => {
          if (!revoking) return;
          await unwrap(
            client.DELETE('/account/{id}/account-users/invite/{inviteId}', {
              params: { path: { id: accountId, inviteId: revoking.id } },
            }),
          );
          await refresh();
          setLinks((current) => {
            const next = new Map(current);
            next.delete(revoking.id);
            return next;
          });
          if (shown?.inviteId === revoking.id) setShown(null);
          setStatus(`The invite to ${revoking.email} was revoked.`);
        }}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

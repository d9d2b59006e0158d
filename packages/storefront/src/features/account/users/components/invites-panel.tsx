import { errorNotice } from '@liftline/sdk';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useCan } from '@/lib/auth';
import { useLoad } from '@/lib/use-load';
import { ManageNotice } from '../../roles/components/manage-notice';
import { useMediaQuery, WIDE_TABLE_QUERY } from '../../roles/hooks/use-media-query';
import {
  fetchInvites,
  resendInvite,
  revokeInvite,
  type AssignableRole,
  type Invite,
  type InviteWithLink,
} from '../api/users-api';
import { copyText } from '../copy-text';
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
        Seeing, sending, resending and revoking invites needs the <code>invites.manage</code>{' '}
        permission.
      </ManageNotice>
    );
  return <ManageInvites accountId={accountId} url={url} roles={roles} />;
}

function ManageInvites({ accountId, url, roles }: InvitesPanelProps) {
  const toast = useToast();
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const invites = useLoad(`invites:${accountId}:${url.invitesPage}`, (signal) =>
    fetchInvites(accountId, { page: url.invitesPage }, signal),
  );
  // Links exist only in the answers of sending and resending: kept for this visit.
  const [links, setLinks] = useState<ReadonlyMap<number, string>>(new Map());
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [resendingId, setResendingId] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [status, setStatus] = useState('');
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));

  const remember = (invite: InviteWithLink, heading: string) => {
    setLinks((current) => new Map(current).set(invite.id, invite.invite_url));
    setShown({ inviteId: invite.id, url: invite.invite_url, heading, selectOnShow: false });
    setStatus('');
    invites.reload();
  };

  const resend = async (invite: Invite) => {
    setResendingId(invite.id);
    try {
      const resent = await resendInvite(accountId, invite.id);
      remember(resent, `Invite sent again to ${resent.email}. The earlier link no longer works.`);
    } catch (error) {
      toast.error(errorNotice(error));
    } finally {
      setResendingId(null);
    }
  };

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
        {invites.status === 'loading' ? (
          <p role="status" className={styles.muted}>
            Loading invites…
          </p>
        ) : invites.status === 'error' ? (
          <LoadError what="the invites" message={invites.message} onRetry={invites.reload} />
        ) : invites.data.items.length === 0 ? (
          <p className={styles.empty}>No invites yet.</p>
        ) : (
          <>
            {wide ? (
              <InvitesTable
                invites={invites.data.items}
                roleNames={roleNames}
                links={links}
                resendingId={resendingId}
                onCopy={(invite) => void copy(invite)}
                onResend={(invite) => void resend(invite)}
                onRevoke={setRevoking}
              />
            ) : (
              <InvitesList
                invites={invites.data.items}
                roleNames={roleNames}
                links={links}
                resendingId={resendingId}
                onCopy={(invite) => void copy(invite)}
                onResend={(invite) => void resend(invite)}
                onRevoke={setRevoking}
              />
            )}
            <Pagination
              page={url.invitesPage}
              totalPages={invites.data.meta.total_pages}
              hrefFor={(page) => `~${manageUsersHref({ ...url, invitesPage: page })}`}
              label="Invite pages"
            />
          </>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke the invite to ${revoking.email}?` : ''}
        message="The invite link stops working at once. You can invite the address again later."
        confirmLabel="Revoke invite"
        onConfirm={async () => {
          if (!revoking) return;
          await revokeInvite(accountId, revoking.id);
          setLinks((current) => {
            const next = new Map(current);
            next.delete(revoking.id);
            return next;
          });
          if (shown?.inviteId === revoking.id) setShown(null);
          setStatus(`The invite to ${revoking.email} was revoked.`);
          invites.reload();
        }}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

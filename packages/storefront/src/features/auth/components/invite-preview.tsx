import { ApiError, type Schemas } from '@liftline/sdk';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useSessionStatus, useUser } from '@/lib/auth';
import { useApi } from '@/lib/api/api-provider';
import { Outcome } from './outcome';
import styles from './auth.module.scss';
import { lazy } from '@/utils/lazy';

type InvitePreview = Schemas['InvitePreview'];

const STATUS: Record<Schemas['InviteStatus'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

const dateTime = lazy(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The invite behind an `/invite?token=…` link (GET /user/account-invite) and the way to accept it. */
export function InvitePreviewPanel({ token }: { token: string }) {
  const invite = useApi().useQuery('get', '/user/account-invite', {
    params: { query: { token } },
  });
  // 404: unknown token; 422: not a token at all.
  if (invite.error instanceof ApiError && [404, 422].includes(invite.error.status))
    return <InvalidInviteLink />;
  return (
    <QueryView
      query={invite}
      what="the invitation"
      loading={<PageSpinner label="Loading the invitation…" />}
    >
      {(data) => (
        <>
          <InviteFacts invite={data} />
          <InviteNextStep invite={data} token={token} />
        </>
      )}
    </QueryView>
  );
}

export function InvalidInviteLink({
  missing = false,
  focus = false,
}: {
  missing?: boolean;
  focus?: boolean;
}) {
  return (
    <Outcome tone="error" title="This invitation link is not valid" focus={focus}>
      <p>
        {missing
          ? 'The link is missing its invitation code. Open the link from your invitation e-mail again.'
          : 'It may have been replaced by a newer invitation. Open the latest invitation e-mail, or ask the person who invited you to send a new one.'}
      </p>
    </Outcome>
  );
}

function InviteFacts({ invite }: { invite: InvitePreview }) {
  const status = STATUS[invite.status];
  return (
    <dl className={styles.facts}>
      <dt>Account</dt>
      <dd>{invite.account.name}</dd>
      <dt>Invited e-mail</dt>
      <dd>{invite.email}</dd>
      <dt>Status</dt>
      <dd>
        <Badge tone={status.tone}>{status.label}</Badge>
      </dd>
      {invite.status === 'pending' || invite.status === 'expired' ? (
        <>
          <dt>{invite.status === 'pending' ? 'Valid until' : 'Expired on'}</dt>
          <dd>
            <time dateTime={invite.expires_at}>
              {dateTime().format(new Date(invite.expires_at))}
            </time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function InviteNextStep({ invite, token }: { invite: InvitePreview; token: string }) {
  const user = useUser();
  const status = useSessionStatus();
  const account = invite.account.name;
  const acceptHref = paths.acceptInvite.getHref(token);

  if (invite.status === 'accepted')
    return (
      <Outcome tone="info" title="This invitation has already been accepted">
        <p>
          {user
            ? `If you accepted it, ${account} is among your accounts.`
            : `Log in as ${invite.email} to work in ${account}.`}
        </p>
      </Outcome>
    );
  if (invite.status === 'expired')
    return (
      <Outcome tone="info" title="This invitation has expired">
        <p>Invitations are valid for 7 days. Ask the team at {account} to send you a new one.</p>
      </Outcome>
    );
  if (invite.status === 'revoked')
    return (
      <Outcome tone="info" title="This invitation was withdrawn">
        <p>The team at {account} cancelled it. Ask them if you should have access.</p>
      </Outcome>
    );

  // Pending.
  if (status === 'restoring') return <PageSpinner label="Checking your session…" />;
  if (user) {
    if (user.accounts.some((joined) => joined.id === invite.account.id))
      return (
        <Outcome
          tone="info"
          title={`You are already a member of ${account}`}
          actions={
            <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
              Go to your account
            </PrefetchLink>
          }
        />
      );
    if (!sameAddress(user.email, invite.email))
      return (
        <Outcome tone="info" title="This invitation is for someone else">
          <p>
            It was sent to <strong>{invite.email}</strong>, but you are logged in as{' '}
            <strong>{user.email}</strong>. Log out, then log in as {invite.email} (or create an
            account with that address) to accept it.
          </p>
        </Outcome>
      );
    return (
      <div className={styles.outcomeActions}>
        <PrefetchLink className={buttonClass('primary')} href={acceptHref}>
          Accept invitation
        </PrefetchLink>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.note}>
        {invite.user_exists
          ? `Log in as ${invite.email} to join ${account}.`
          : `Create your Liftline account with ${invite.email} to join ${account}.`}
      </p>
      <div className={styles.outcomeActions}>
        {invite.user_exists ? (
          <PrefetchLink
            className={buttonClass('primary')}
            href={paths.login.getHref(acceptHref, invite.email)}
          >
            Log in to accept
          </PrefetchLink>
        ) : (
          <PrefetchLink
            className={buttonClass('primary')}
            href={paths.register.getHref({ invite: token, email: invite.email })}
          >
            Create an account to accept
          </PrefetchLink>
        )}
      </div>
    </div>
  );
}

import { permissionLabel } from '@liftline/sdk';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import errorStyles from '@/components/error-page/error-page.module.scss';
import styles from './forbidden-page.module.scss';

export const FORBIDDEN_MESSAGE = 'You do not have permission to view this page';

/**
 * The 403 state of a permission-based page: which permission is missing, in which account,
 * the roles the user holds there, who can help, and a way back to the account.
 */
export function ForbiddenPage(
  props:
    { permission: string; platformAdmin?: never } | { platformAdmin: true; permission?: never },
) {
  useDocumentTitle(FORBIDDEN_MESSAGE);
  return (
    <section className={errorStyles.page} aria-labelledby="forbidden-page-title">
      <p className={errorStyles.status}>
        <span className="visually-hidden">Error </span>403
      </p>
      <h1 id="forbidden-page-title" className={errorStyles.title}>
        {FORBIDDEN_MESSAGE}
      </h1>
      {props.platformAdmin ? (
        <p className={styles.reason}>
          This page is for the platform&apos;s administrators: it manages what every account shares,
          such as publishing rights and the branches.
        </p>
      ) : (
        <AccountPermissionReason permission={props.permission} />
      )}
      <div className={styles.actions}>
        <PrefetchLink href={paths.account.getHref()} className={buttonClass('primary')}>
          Back to your account
        </PrefetchLink>
        <PrefetchLink href={paths.home.getHref()} className={buttonClass('outline')}>
          Home page
        </PrefetchLink>
      </div>
    </section>
  );
}

/** Which account permission is missing, the roles the user holds there, and who can help. */
function AccountPermissionReason({ permission }: { permission: string }) {
  const user = useUser();
  const accountName = user?.current_account.name;
  const roles = (user?.current_account_user.roles ?? []).map((role) => role.name);
  return (
    <>
      <p className={styles.reason}>
        This page needs the “{permissionLabel(permission)}” permission
        {accountName ? (
          <>
            {' '}
            in <strong>{accountName}</strong>
          </>
        ) : null}
        .{' '}
        {roles.length > 0
          ? `Your roles there (${roles.join(', ')}) do not include it.`
          : 'None of your roles there include it.'}
      </p>
      <p className={styles.reason}>
        Ask an owner or administrator of the account to give you a role with this permission.
      </p>
    </>
  );
}

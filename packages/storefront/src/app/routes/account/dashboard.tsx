import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { AuthSession, useCan, useUser } from '@/lib/auth';
import styles from '../route-pages.module.scss';

const ADMIN_LINKS = [
  { name: 'Manage roles', href: paths.manageRoles.getHref(), permission: 'roles.view' },
  { name: 'Manage users', href: paths.manageUsers.getHref(), permission: 'users.view' },
  { name: 'Products', href: paths.products.getHref(), permission: 'products.view' },
] as const;

function AdminLink({ name, href, permission }: (typeof ADMIN_LINKS)[number]) {
  const allowed = useCan(permission);
  if (!allowed) return null;
  return (
    <li>
      <PrefetchLink href={href}>{name}</PrefetchLink>
    </li>
  );
}

export default function AccountDashboardRoute() {
  const user = useUser();
  const actor = AuthSession.useActorRef();
  return (
    <ContentLayout
      title="Your account"
      breadcrumbs={[{ name: 'Account', path: paths.account.getHref() }]}
      description="Your dashboard: profile, team, roles, invites and product listings."
    >
      {user ? (
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Account</dt>
          <dd>{user.current_account.name}</dd>
        </dl>
      ) : null}
      <nav aria-label="Account administration">
        <ul className={styles.list}>
          {ADMIN_LINKS.map((link) => (
            <AdminLink key={link.href} {...link} />
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => actor.send({ type: 'logout' })}
        >
          Sign out
        </button>
      </div>
    </ContentLayout>
  );
}

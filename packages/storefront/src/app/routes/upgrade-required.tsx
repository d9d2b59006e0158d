import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { paths } from '@/config/paths';
import { safeReturnTo } from '@/config/return-to';
import styles from './route-pages.module.scss';

/**
 * Where the app goes when the server retires a call it uses (410 `endpoint_obsolete`): "Reload"
 * loads the page the visitor was on (`?from=`, else the home page) from the server, with the
 * current version of the storefront.
 */
export default function UpgradeRequiredRoute() {
  const [params] = useSearchParams();
  const from = safeReturnTo(params.get('from')) ?? paths.home.getHref();
  return (
    <ContentLayout
      className={styles.card}
      title="Please reload Liftline"
      breadcrumbs={[{ name: 'Update required', path: paths.upgradeRequired.getHref() }]}
      description="Liftline was updated, and this copy of the page is out of date. Reload to get the current version; nothing you saved is lost."
    >
      <p className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.assign(from)}
        >
          Reload
        </button>
      </p>
    </ContentLayout>
  );
}

import { Trans, useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { paths } from '@/config/paths';
import { safeReturnTo } from '@/config/return-to';
import { localizedPath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import styles from './route-pages.module.scss';

/**
 * Where the app goes when the server retires a call it uses (410 `endpoint_obsolete`): "Reload"
 * loads the page the visitor was on (`?from=`, else the home page) from the server, with the
 * current version of the storefront.
 */
const messages = {
  lead: /*i18n*/ {
    id: 'upgradeRequired.lead',
    message:
      'Liftline was updated, and this copy of the page is out of date. Reload to get the current version; nothing you saved is lost.',
  },
};

export default function UpgradeRequiredRoute() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [params] = useSearchParams();
  const from = safeReturnTo(params.get('from')) ?? paths.home.getHref();
  return (
    <ContentLayout
      className={styles.card}
      route="upgradeRequired"
      description={i18n._(messages.lead)}
    >
      <p className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.assign(localizedPath(from, locale))}
        >
          <Trans id="upgradeRequired.reload" message="Reload" />
        </button>
      </p>
    </ContentLayout>
  );
}

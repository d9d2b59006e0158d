import { WIDGET_ELEMENT_LABELS, type Schemas } from '@liftline/sdk';
import styles from './leads.module.scss';

type LeadSource = Schemas['LeadSource'];

/** Only web pages become links (the server keeps http(s) pages on the site's origin; belt and braces). */
const isWebPage = (page: string) => /^https?:\/\//i.test(page);

/**
 * Where a lead came from, on its page: the storefront, or the dealer site with the widget and the
 * page it was sent from (a link that passes no referrer and no ranking to the dealer's page).
 */
export function LeadSourceFact({ source }: { source: LeadSource }) {
  if (source.kind === 'storefront' || !source.site) return <>Storefront</>;
  return (
    <span className={styles.source}>
      <span>
        Dealer site <span className={styles.strong}>{source.site.name}</span>
        {source.element ? `, ${WIDGET_ELEMENT_LABELS[source.element]}` : null}
      </span>
      {source.page && isWebPage(source.page) ? (
        <a href={source.page} rel="noopener noreferrer nofollow">
          {source.page}
        </a>
      ) : null}
    </span>
  );
}

/** The inbox's small mark on a lead a dealer site sent (its name). */
export function LeadSourceMark({ source }: { source: LeadSource }) {
  if (source.kind === 'storefront' || !source.site) return null;
  return (
    <span className={styles.sourceMark}>
      <span className="visually-hidden">From dealer site </span>
      {source.site.name}
    </span>
  );
}

import { useLingui } from '@lingui/react';
import { CopyField } from '@/components/ui/copy-field/copy-field';
import { useLocaleTag } from '@/i18n/use-locale';
import type { DealerSite } from '../dealers-api';
import { ELEMENT_SNIPPETS } from '../element-snippets';
import { ELEMENT_LABELS } from '../labels';
import { SiteSnippet } from './site-snippet';
import { WidgetPreview } from './widget-preview';
import styles from './dealers.module.scss';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatSeen(at: string, tag: string): string {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(tag, format);
  }
  return format.format(new Date(at));
}

/** Whether the site's widgets were seen: the last counted event's time, or how to get one. */
function InstallStatus({ site }: { site: DealerSite }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  if (site.last_event_at) {
    return (
      <p className={styles.installed}>
        {i18n._({ id: 'dealers.install.seen', message: 'Installed: last event seen at' })}{' '}
        <time dateTime={site.last_event_at}>{formatSeen(site.last_event_at, tag)}</time>
      </p>
    );
  }
  return (
    <p className={styles.muted}>
      {i18n._({
        id: 'dealers.install.notSeen',
        message:
          'Not seen yet: once a page of the site shows a widget, its first event appears here.',
      })}
    </p>
  );
}

/**
 * Installing a site: whether its widgets were seen, the loader's snippet (the key), each element's
 * snippet with its attributes, and a live preview of the real widgets.
 */
export function SiteInstall({ site }: { site: DealerSite }) {
  const { i18n } = useLingui();
  const origin = window.location.origin;
  return (
    <div className={styles.installBox}>
      <InstallStatus site={site} />
      <SiteSnippet site={site} />
      <details className={styles.install}>
        <summary>
          {i18n._({ id: 'dealers.install.elements', message: 'Element snippets' })}
          <span className="visually-hidden">
            {i18n._({
              id: 'dealers.preview.of',
              message: ' of {site}',
              values: { site: site.name },
            })}
          </span>
        </summary>
        <p className={styles.muted}>
          {i18n._({
            id: 'dealers.install.elementsHint',
            message:
              'Paste the loader once per page, then each element where it should appear. Give <request-quote> equipment-id="…" to ask about one unit.',
          })}
        </p>
        {ELEMENT_SNIPPETS.map(({ element, snippet }) => (
          <CopyField
            key={element}
            label={i18n._({
              id: 'dealers.install.elementLabel',
              message: '{element} snippet ({tag})',
              values: { element: ELEMENT_LABELS[element], tag: `<${element}>` },
            })}
            value={snippet(origin)}
            copyLabel={i18n._({
              id: 'dealers.install.copy',
              message: 'Copy {element} snippet',
              values: { element: ELEMENT_LABELS[element] },
            })}
            rows={2}
          />
        ))}
      </details>
      <WidgetPreview siteName={site.name} />
    </div>
  );
}

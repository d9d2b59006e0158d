import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { previewMarkup } from '../element-snippets';
import { ELEMENT_LABELS, type WidgetElement } from '../labels';
import styles from './dealers.module.scss';

const PREVIEWED: readonly WidgetElement[] = [
  'find-branch',
  'request-quote',
  'quote-list-button',
  'equipment-list',
];

let loader: Promise<void> | null = null;
/**
 * This server's widget loader (`/widgets/widgets.js`, same origin: the page's `script-src 'self'`
 * allows it), added once to the page. It defines the four elements; their code comes on first use.
 */
function loadWidgets(): Promise<void> {
  loader ??= new Promise<void>((resolve, reject) => {
    if (customElements.get('find-branch')) return resolve();
    const script = document.createElement('script');
    script.src = '/widgets/widgets.js';
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loader = null;
      reject(new Error('widgets.js did not load'));
    });
    document.head.append(script);
  });
  return loader;
}

/**
 * The real widgets, live, as a dealer's page shows them: loaded from this server when the preview
 * is opened, without the site's key (nothing counts in its funnel or is credited to it), with a
 * storage prefix of their own (the store's saved branch and quote list stay untouched).
 */
export function WidgetPreview({ siteName }: { siteName: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadWidgets().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <details className={styles.install} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {i18n._({ id: 'dealers.preview.summary', message: 'Live preview' })}
        <span className="visually-hidden">
          {i18n._({ id: 'dealers.preview.of', message: ' of {site}', values: { site: siteName } })}
        </span>
      </summary>
      <p className={styles.muted}>
        {i18n._({
          id: 'dealers.preview.note',
          message:
            'The real widgets, as the site’s pages show them. The preview carries no key: nothing you do here counts in the site’s figures. A request sent from it is a real request to the store.',
        })}
      </p>
      {open && state === 'failed' ? (
        <p role="alert">
          {i18n._({
            id: 'dealers.preview.failed',
            message: 'The widgets could not be loaded. Try again later.',
          })}
        </p>
      ) : null}
      {open ? (
        <ul className={styles.previewList} aria-busy={state === 'loading'}>
          {PREVIEWED.map((element) => (
            <li key={element} className={styles.previewItem}>
              <h3 className={styles.previewTitle}>
                {ELEMENT_LABELS[element]} <code>&lt;{element}&gt;</code>
              </h3>
              <div dangerouslySetInnerHTML={{ __html: previewMarkup(element) }} />
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

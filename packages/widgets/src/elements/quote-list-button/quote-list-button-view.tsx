import { createQuoteList, defaultStorage } from '@liftline/sdk';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { widgetLang, wordsOf } from '../../messages';
import { quoteListButton } from '../../messages/en';
import { QuoteModal } from '../../request-quote/quote-modal';
import {
  commonSettings,
  rawAttributes,
  textAttribute,
  type CommonRawAttributes,
} from '../attributes';
import { dealerSource } from '../funnel';
import type { ViewMount } from '../mount-view';
import {
  baseCss,
  quoteDialogCss,
  useQuoteSubmittedEvent,
} from '../request-quote/request-quote-view';
import { ShadowStyles } from '../shadow-styles';
import { useWidgetClient } from '../widget-client';

/** The element's attribute values (strings; undefined when absent). */
export interface QuoteListButtonRawAttributes extends CommonRawAttributes {
  buttonText?: string | undefined;
}

/** How many lines the shared quote list holds, following every change here and in other tabs. */
function useQuoteListCount(productKey: string): number {
  const list = useMemo(() => createQuoteList(defaultStorage(), productKey, window), [productKey]);
  return useSyncExternalStore(list.subscribe, () => list.load().length);
}

/**
 * What `<quote-list-button>` renders in its shadow root: the label and the quote list's count (the
 * loader's first paint has the same markup), and the quote dialog on the list once clicked.
 */
export function QuoteListButtonView({
  container,
  ...raw
}: QuoteListButtonRawAttributes & { container?: ShadowRoot }) {
  const { baseUrl, productKey } = commonSettings(raw);
  const words = wordsOf('quoteListButton', quoteListButton, raw.lang);
  const label = textAttribute(raw.buttonText) ?? words.buttonText;
  const client = useWidgetClient(baseUrl, productKey, widgetLang(raw.lang));
  const count = useQuoteListCount(productKey);
  const onSubmitted = useQuoteSubmittedEvent(container?.host);
  // The dialog is created on the first open and kept (closing keeps what was entered).
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <>
      <ShadowStyles css={baseCss} />
      <ShadowStyles css={quoteDialogCss} />
      <div className="lf-widget lf-quote-list-button" part="root">
        <button
          type="button"
          className="lf-button lf-button--secondary lf-quote-list-button__button"
          part="button"
          aria-haspopup="dialog"
          aria-label={words.name(label, count)}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <span>{label}</span>{' '}
          <span className="lf-quote-list-button__count" part="count">
            {String(count)}
          </span>
        </button>
        {opened ? (
          <QuoteModal
            key={`${baseUrl}|${productKey}`}
            open={open}
            onClose={close}
            client={client}
            productKey={productKey}
            equipmentId={null}
            onSubmitted={onSubmitted}
            source={dealerSource(raw.siteKey, 'quote-list-button')}
            checkAvailability
            lang={raw.lang ?? undefined}
          />
        ) : null}
      </div>
    </>
  );
}

/** What the `<quote-list-button>` chunk mounts. */
export const quoteListButtonMount: ViewMount = {
  styles: [baseCss, quoteDialogCss],
  view: (attributes, root) => (
    <QuoteListButtonView container={root} {...rawAttributes(attributes)} />
  ),
  control: 'button',
};

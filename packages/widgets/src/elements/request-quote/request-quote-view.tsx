import type { QuoteRequestReceipt } from '@liftline/sdk';
import { useCallback } from 'react';
import { QuoteModal } from '../../request-quote/quote-modal';
import { RequestQuoteShell } from '../../request-quote/request-quote';
import { widgetLang, wordsOf } from '../../messages';
import { loader } from '../../messages/en';
import baseCss from '../../styles/shared.scss?inline';
import {
  commonSettings,
  idAttribute,
  rawAttributes,
  textAttribute,
  type CommonRawAttributes,
  type CommonSettings,
} from '../attributes';
import { emit } from '../emit';
import { dealerSource } from '../funnel';
import type { ViewMount } from '../mount-view';
import { QUOTE_SUBMITTED_EVENT, type QuoteSubmittedDetail } from '../events';
import { ShadowStyles } from '../shadow-styles';
import { useWidgetClient } from '../widget-client';
import quoteDialogCss from './request-quote-modal.scss?inline';

export { baseCss, quoteDialogCss };

/** The element's attribute values (strings; undefined when absent). */
export interface RequestQuoteRawAttributes extends CommonRawAttributes {
  equipmentId?: string | undefined;
  buttonText?: string | undefined;
}

export interface RequestQuoteSettings extends CommonSettings {
  equipmentId: number | null;
  buttonText: string;
}

/** The settings of `<request-quote>`: attributes with their defaults. */
export function requestQuoteSettings(raw: RequestQuoteRawAttributes): RequestQuoteSettings {
  return {
    ...commonSettings(raw),
    equipmentId: idAttribute(raw.equipmentId),
    buttonText:
      textAttribute(raw.buttonText) ?? wordsOf('loader', loader, raw.lang).requestQuoteButton,
  };
}

/** `quote-submitted` from the element (`<request-quote>`, `<quote-list-button>`). */
export function useQuoteSubmittedEvent(host: Element | undefined) {
  return useCallback(
    (receipt: QuoteRequestReceipt) => {
      if (host) emit<QuoteSubmittedDetail>(host, QUOTE_SUBMITTED_EVENT, { receipt });
    },
    [host],
  );
}

const loadModal = () => QuoteModal;

/** What `<request-quote>` renders in its shadow root: the storefront's request-quote button. */
export function RequestQuoteView({
  container,
  ...raw
}: RequestQuoteRawAttributes & { container?: ShadowRoot }) {
  const { baseUrl, productKey, equipmentId, buttonText } = requestQuoteSettings(raw);
  const client = useWidgetClient(baseUrl, productKey, widgetLang(raw.lang));
  const onSubmitted = useQuoteSubmittedEvent(container?.host);
  return (
    <>
      <ShadowStyles css={baseCss} />
      <ShadowStyles css={quoteDialogCss} />
      <RequestQuoteShell
        key={`${baseUrl}|${productKey}|${equipmentId ?? ''}`}
        client={client}
        productKey={productKey}
        equipmentId={equipmentId}
        buttonText={buttonText}
        onSubmitted={onSubmitted}
        source={dealerSource(raw.siteKey, 'request-quote')}
        loadModal={loadModal}
        checkAvailability
        lang={raw.lang ?? undefined}
      />
    </>
  );
}

/** What the `<request-quote>` chunk mounts (the dialog comes with it: no second fetch on a click). */
export const requestQuoteMount: ViewMount = {
  styles: [baseCss, quoteDialogCss],
  view: (attributes, root) => <RequestQuoteView container={root} {...rawAttributes(attributes)} />,
  control: 'button',
};

import type { QuoteRequestReceipt } from '@liftline/sdk';
import { useCallback, useState } from 'react';
import type { QuoteModalComponent } from '../../request-quote/request-quote';
import { RequestQuoteShell } from '../../request-quote/request-quote';
import baseCss from '../../styles/shared.scss?inline';
import {
  commonSettings,
  idAttribute,
  textAttribute,
  type CommonRawAttributes,
  type CommonSettings,
} from '../attributes';
import { emit } from '../emit';
import { QUOTE_SUBMITTED_EVENT, type QuoteSubmittedDetail } from '../events';
import { adoptStyles, ShadowStyles } from '../shadow-styles';
import { useWidgetClient } from '../widget-client';
import css from './request-quote.scss?inline';

export { baseCss, css as requestQuoteCss };

/** The dialog's code and styles, loaded on the first open (see load-quote-modal). */
export interface QuoteModalModule {
  QuoteModal: QuoteModalComponent;
  css: string;
}

export type QuoteModalLoader = () => Promise<QuoteModalModule>;

/** Attribute values as r2wc hands them over (strings; undefined once removed). */
export interface RequestQuoteRawAttributes extends CommonRawAttributes {
  equipmentId?: string | undefined;
  buttonText?: string | undefined;
}

export interface RequestQuoteSettings extends CommonSettings {
  equipmentId: number | null;
  buttonText: string | undefined;
}

/** The settings of `<request-quote>`: attributes with their defaults. */
export function requestQuoteSettings(raw: RequestQuoteRawAttributes): RequestQuoteSettings {
  return {
    ...commonSettings(raw),
    equipmentId: idAttribute(raw.equipmentId),
    buttonText: textAttribute(raw.buttonText),
  };
}

/** What `<request-quote>` renders in its shadow root: the storefront's request-quote button. */
export function RequestQuoteView({
  container,
  loadModal,
  ...raw
}: RequestQuoteRawAttributes & { container?: ShadowRoot; loadModal: QuoteModalLoader }) {
  const { baseUrl, productKey, equipmentId, buttonText } = requestQuoteSettings(raw);
  const client = useWidgetClient(baseUrl, productKey);
  const host = container?.host;
  const [modalCss, setModalCss] = useState<string | null>(null);

  const onSubmitted = useCallback(
    (receipt: QuoteRequestReceipt) => {
      if (host) emit<QuoteSubmittedDetail>(host, QUOTE_SUBMITTED_EVENT, { receipt });
    },
    [host],
  );
  const load = useCallback(
    () =>
      loadModal().then(({ QuoteModal, css: dialogCss }) => {
        if (!container || !adoptStyles(container, dialogCss)) setModalCss(dialogCss);
        return QuoteModal;
      }),
    [container, loadModal],
  );

  return (
    <>
      <ShadowStyles css={baseCss} />
      <ShadowStyles css={css} />
      {modalCss ? <ShadowStyles css={modalCss} /> : null}
      <RequestQuoteShell
        key={`${baseUrl}|${productKey}|${equipmentId ?? ''}`}
        client={client}
        productKey={productKey}
        equipmentId={equipmentId}
        {...(buttonText ? { buttonText } : {})}
        onSubmitted={onSubmitted}
        loadModal={load}
      />
    </>
  );
}

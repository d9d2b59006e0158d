import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { requestQuote } from '../messages/en/request-quote';
import { InlineToast } from '../toast/inline-toast';
import type { QuoteModalProps } from './quote-modal';
import { quoteWords } from './quote-words';
import type { QuoteFlowOptions } from './use-quote-flow';

export const DEFAULT_REQUEST_QUOTE_TEXT = requestQuote.button;
export const MODAL_LOAD_ERROR = requestQuote.loadError;

export interface RequestQuoteProps extends QuoteFlowOptions {
  /** The button's text. Default 'Request a Quote'. */
  buttonText?: string;
  className?: string;
  /** The language of the words (`en-US` → `en`); English by default; `es` is Spanish. */
  lang?: string | undefined;
}

export type QuoteModalComponent = ComponentType<QuoteModalProps>;

export interface RequestQuoteShellProps extends RequestQuoteProps {
  /**
   * The dialog component, or a loader for it: the widget bundle fetches the dialog's code on the
   * first open (and prefetches it on hover or focus); the React entry passes it directly.
   */
  loadModal: () => QuoteModalComponent | Promise<QuoteModalComponent>;
}

/**
 * A button that opens the request-a-quote dialog. The dialog is created on the first open and kept
 * (closing it keeps what was entered); a submitted request starts over on the next open.
 */
export function RequestQuoteShell({
  loadModal,
  buttonText,
  className,
  ...flowOptions
}: RequestQuoteShellProps) {
  const words = quoteWords(flowOptions.lang);
  const [Modal, setModal] = useState<QuoteModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prefetch = () => {
    if (Modal) return;
    try {
      const loaded = loadModal();
      if (isPromise(loaded)) loaded.catch(() => {});
    } catch {
      // Reported when the customer clicks.
    }
  };

  const openModal = () => {
    if (Modal) return setOpen(true);
    setLoadError(null);
    let loaded: QuoteModalComponent | Promise<QuoteModalComponent>;
    try {
      loaded = loadModal();
    } catch {
      return setLoadError(words.loadError);
    }
    if (!isPromise(loaded)) {
      setModal(() => loaded);
      return setOpen(true);
    }
    setLoading(true);
    loaded.then(
      (component) => {
        if (!mounted.current) return;
        setModal(() => component);
        setOpen(true);
        setLoading(false);
      },
      () => {
        if (!mounted.current) return;
        setLoadError(words.loadError);
        setLoading(false);
      },
    );
  };
  const closeModal = useCallback(() => setOpen(false), []);
  const dismissError = useCallback(() => setLoadError(null), []);

  return (
    <div
      className={['lf-widget lf-request-quote', className].filter(Boolean).join(' ')}
      part="root"
    >
      <button
        type="button"
        className="lf-button lf-button--primary lf-request-quote__button"
        part="button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={openModal}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {loading ? <span className="lf-spinner" aria-hidden="true" /> : null}
        <span>{buttonText || words.button}</span>
      </button>
      {Modal ? <Modal open={open} onClose={closeModal} {...flowOptions} /> : null}
      {loadError ? (
        <InlineToast
          title={words.loadErrorTitle}
          message={loadError}
          dismissLabel={words.dismiss}
          onDismiss={dismissError}
        />
      ) : null}
    </div>
  );
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

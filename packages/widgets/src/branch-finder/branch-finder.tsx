import { telHref, type ApiClient, type KeyValueStorage, type LocatedBranch } from '@liftline/sdk';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reportFunnel } from '../elements/funnel';
import { findBranch } from '../messages/en/find-branch';
import { InlineToast } from '../toast/inline-toast';
import { BranchChoices } from './branch-choices';
import { branchPageHref, storeBase } from './branch-page';
import { findBranchWords } from './find-branch-words';
import { useBranchFinder } from './use-branch-finder';

export const DEFAULT_BRANCH_FINDER_LABEL = findBranch.label;

export interface BranchFinderProps {
  /** An SDK client (`createClient` from `@liftline/sdk`). */
  client: ApiClient;
  /** Storage key prefix: the branch is kept under `{productKey}_local_branch`. */
  productKey: string;
  storage?: KeyValueStorage;
  /** Link text while no branch is saved (or always, with `alwaysShowDefaultText`). */
  label?: string;
  /** Keep showing `label` instead of the saved branch's city and state. */
  alwaysShowDefaultText?: boolean;
  /**
   * Link the saved branch's city and state to its page, `/branches/{id}` on `storeUrl`, with a
   * 'Change' button beside it that opens the dialog. Default false: the city and state open the
   * dialog (the storefront's header); `<find-branch>` turns it on.
   */
  linkBranch?: boolean;
  /** The store the branch pages are on (http or https; anything else: this page's origin). */
  storeUrl?: string | undefined;
  /** The language of the words (`en-US` → `en`); English by default; `es` is Spanish. */
  lang?: string | undefined;
  /**
   * Read the saved branch from `storage` during the first render, so that it is painted once
   * instead of after a render without it. Default false: the storefront hydrates a prerendered
   * header that has no branch, and its first render must match it; `<find-branch>` turns it on (its
   * loader already painted the saved branch, which the component takes over without a flash).
   */
  showSavedAtOnce?: boolean;
  /** Search failures. Without it the component shows its own 'Oops!' toast. */
  onSearchError?: (message: string) => void;
  /** A new search started: the failure reported by `onSearchError` no longer holds. */
  onSearchErrorCleared?: () => void;
  onBranchChange?: (branch: LocatedBranch) => void;
  className?: string;
}

/**
 * A link that opens the 'Find location by zip code' modal; once a branch
 * is saved, the link shows its city and state, plus a phone link when the branch has a number.
 */
export function BranchFinder({
  client,
  productKey,
  storage,
  label,
  alwaysShowDefaultText = false,
  linkBranch = false,
  storeUrl,
  lang,
  showSavedAtOnce = false,
  onSearchError,
  onSearchErrorCleared,
  onBranchChange,
  className,
}: BranchFinderProps) {
  const words = findBranchWords(lang);
  const [toast, setToast] = useState<string | null>(null);
  const finder = useBranchFinder({
    client,
    productKey,
    ...(storage ? { storage } : {}),
    showSavedAtOnce,
    locale: lang,
    onSearchError: onSearchError ?? setToast,
    onSearchErrorCleared: () => {
      setToast(null);
      onSearchErrorCleared?.();
    },
    ...(onBranchChange ? { onBranchChange } : {}),
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const messageId = useId();
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (finder.isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The zip field is the dialog's purpose: focus it (the dialog returns focus to the link on close).
      inputRef.current?.focus();
      reportFunnel(dialog, 'open');
    } else if (!finder.isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [finder.isOpen]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    finder.submit();
  };

  const branch = finder.branch;
  const showBranch = branch !== null && !alwaysShowDefaultText;
  const place = showBranch ? words.place(branch.city, branch.state) : null;
  const pin = (
    <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
  const toastView = (
    <InlineToast
      title={words.errorTitle}
      message={toast ?? ''}
      dismissLabel={words.dismiss}
      onDismiss={dismissToast}
    />
  );

  return (
    <div
      className={['lf-widget lf-branch-finder', className].filter(Boolean).join(' ')}
      part="root"
    >
      {showBranch && linkBranch ? (
        <>
          <a
            className="lf-branch-finder__link"
            part="branch"
            href={branchPageHref(storeBase(storeUrl), branch.id)}
          >
            {pin}
            <span>{place}</span>
          </a>
          <button
            type="button"
            className="lf-branch-finder__link lf-branch-finder__change"
            part="link"
            onClick={finder.open}
            aria-haspopup="dialog"
            aria-label={words.changeBranch}
          >
            {words.change}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="lf-branch-finder__link"
          part="link"
          onClick={finder.open}
          aria-haspopup="dialog"
        >
          {pin}
          <span>{place ?? label ?? words.label}</span>
        </button>
      )}
      {showBranch && branch.phone_number ? (
        <a className="lf-branch-finder__phone" part="phone" href={telHref(branch.phone_number)}>
          {branch.phone_number}
        </a>
      ) : null}

      <dialog
        ref={dialogRef}
        className="lf-modal"
        part="dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape: let the machine close it (and clear the input), not the browser alone.
          event.preventDefault();
          finder.close();
        }}
      >
        {finder.isOpen ? (
          <form className="lf-modal__panel" onSubmit={onSubmit} noValidate>
            <div className="lf-modal__header">
              <h2 id={titleId} className="lf-modal__title">
                {words.title}
              </h2>
              <button
                type="button"
                className="lf-modal__close"
                aria-label={words.close}
                onClick={finder.close}
              >
                <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <label className="lf-visually-hidden" htmlFor={inputId}>
              {words.zipLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="lf-input"
              part="input"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder={words.zipPlaceholder}
              value={finder.zip}
              onChange={(event) => finder.changeZip(event.target.value)}
              aria-invalid={finder.validationMessage ? true : undefined}
              aria-describedby={finder.validationMessage ? messageId : undefined}
            />
            {finder.validationMessage ? (
              <p id={messageId} className="lf-field-error" role="alert">
                {finder.validationMessage}
              </p>
            ) : null}
            <div className="lf-modal__actions">
              <button
                type="button"
                className="lf-button lf-button--secondary"
                part="cancel"
                onClick={finder.close}
              >
                {words.cancel}
              </button>
              <button
                type="submit"
                className="lf-button lf-button--primary"
                part="submit"
                disabled={finder.isSearching}
                aria-busy={finder.isSearching || undefined}
              >
                {finder.isSearching ? <span className="lf-spinner" aria-hidden="true" /> : null}
                <span>{words.submit}</span>
              </button>
            </div>
            {finder.choices.length > 0 ? (
              <BranchChoices choices={finder.choices} onChoose={finder.choose} lang={lang} />
            ) : null}
          </form>
        ) : null}
        {/* A modal dialog sits in the top layer: the toast must live inside it to be seen and dismissed. */}
        {toast && finder.isOpen ? toastView : null}
      </dialog>
      {toast && !finder.isOpen ? toastView : null}
    </div>
  );
}

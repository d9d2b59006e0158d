import { telHref, type ApiClient, type KeyValueStorage, type LocatedBranch } from '@liftline/sdk';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { InlineToast } from '../toast/inline-toast';
import { useBranchFinder } from './use-branch-finder';

export const DEFAULT_BRANCH_FINDER_LABEL = 'Find Local Branch';

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
  /** Search failures. Without it the component shows its own 'Oops!' toast. */
  onSearchError?: (message: string) => void;
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
  label = DEFAULT_BRANCH_FINDER_LABEL,
  alwaysShowDefaultText = false,
  onSearchError,
  onBranchChange,
  className,
}: BranchFinderProps) {
  const [toast, setToast] = useState<string | null>(null);
  const finder = useBranchFinder({
    client,
    productKey,
    ...(storage ? { storage } : {}),
    onSearchError: onSearchError ?? setToast,
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

  return (
    <div
      className={['lf-widget lf-branch-finder', className].filter(Boolean).join(' ')}
      part="root"
    >
      <button
        type="button"
        className="lf-branch-finder__link"
        part="link"
        onClick={finder.open}
        aria-haspopup="dialog"
      >
        <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <span>{showBranch ? `${branch.city}, ${branch.state}` : label}</span>
      </button>
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
                Find location by zip code
              </h2>
              <button
                type="button"
                className="lf-modal__close"
                aria-label="Close"
                onClick={finder.close}
              >
                <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <label className="lf-visually-hidden" htmlFor={inputId}>
              Zip code
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
              placeholder="Enter Zip Code"
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
                Cancel
              </button>
              <button
                type="submit"
                className="lf-button lf-button--primary"
                part="submit"
                disabled={finder.isSearching}
                aria-busy={finder.isSearching || undefined}
              >
                {finder.isSearching ? <span className="lf-spinner" aria-hidden="true" /> : null}
                <span>Submit</span>
              </button>
            </div>
          </form>
        ) : null}
        {/* A modal dialog sits in the top layer: the toast must live inside it to be seen and dismissed. */}
        {toast && finder.isOpen ? (
          <InlineToast title="Oops!" message={toast} onDismiss={dismissToast} />
        ) : null}
      </dialog>
      {toast && !finder.isOpen ? (
        <InlineToast title="Oops!" message={toast} onDismiss={dismissToast} />
      ) : null}
    </div>
  );
}

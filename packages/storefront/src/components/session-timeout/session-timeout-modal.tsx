import { Trans } from '@lingui/react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { AuthSession } from '@/lib/auth';
import styles from './session-timeout-modal.module.scss';

/**
 * The session-timeout warning, shown while the auth session is `expiring`:
 * "Stay signed in" refreshes the session, "Sign out" ends it. A native modal `<dialog>`: the rest of
 * the page is inert, focus starts on "Stay signed in" and returns where it was when the dialog closes.
 */
export function SessionTimeoutModal() {
  const actor = AuthSession.useActorRef();
  const expiring = AuthSession.useSelector((snapshot) =>
    snapshot.matches({ loggedIn: 'expiring' }),
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (expiring && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      stayRef.current?.focus();
    } else if (!expiring && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [expiring]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape means "not now": keep the session rather than closing silently.
      onCancel={(event) => {
        event.preventDefault();
        actor.send({ type: 'session.extend' });
      }}
    >
      {expiring ? (
        <>
          <h2 id={titleId} className={styles.title}>
            <Trans id="sessionTimeout.title" message="Your session is about to expire" />
          </h2>
          <p id={textId}>
            <Trans
              id="sessionTimeout.text"
              message="For your security you will be signed out soon. Do you want to stay signed in?"
            />
          </p>
          <div className={styles.actions}>
            <button
              ref={stayRef}
              type="button"
              className={buttonClass('primary')}
              onClick={() => actor.send({ type: 'session.extend' })}
            >
              <Trans id="sessionTimeout.stay" message="Stay signed in" />
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => actor.send({ type: 'logout' })}
            >
              <Trans id="header.signOut" message="Sign out" />
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

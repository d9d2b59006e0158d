import type { AuthenticatedUser } from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import styles from './profile.module.scss';

export const PROFILE_SAVED = 'Your profile has been saved.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Your other devices have been signed out.';

/** A form opened in place by a button; closing it puts focus back on the button. */
function useInPlaceForm(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const closedByUser = useRef(false);
  useEffect(() => {
    if (open || !closedByUser.current) return;
    closedByUser.current = false;
    button.current?.focus();
  }, [open, button]);
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      closedByUser.current = true;
      setOpen(false);
    },
  };
}

/**
 * A polite live region that stays in the page (so its messages are announced) and takes no room
 * when empty. Not `role="status"`: that role marks loading indicators, which pages wait to go away.
 */
function Status({ message }: { message: string | null }) {
  return (
    <div aria-live="polite" className={message ? formStyles.success : styles.quietStatus}>
      {message}
    </div>
  );
}

/**
 * The signed-in user's profile: name and e-mail (with its verification state), "Edit profile" and
 * "Change password", each opening its form in place.
 */
export function ProfileCard({ user }: { user: AuthenticatedUser }) {
  const headingId = useId();
  // Each form's outcome is announced beside the button it returns focus to.
  const [profileStatus, setProfileStatus] = useState<string | null>(null);
  const [passwordStatus, setPasswordStatus] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const profileForm = useInPlaceForm(editButton);
  const passwordForm = useInPlaceForm(passwordButton);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Profile
      </h2>
      {profileForm.open ? (
        <ProfileForm
          user={user}
          onSaved={() => {
            setProfileStatus(PROFILE_SAVED);
            profileForm.close();
          }}
          onCancel={profileForm.close}
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>Name</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd className={styles.email}>
                <span>{user.email}</span>
                {user.email_verified_at ? (
                  <Badge tone="success">Verified</Badge>
                ) : (
                  <Badge tone="warning">Not verified</Badge>
                )}
              </dd>
            </div>
          </dl>
          {user.pending_email ? (
            <p className={styles.pending}>
              We sent a link to <strong>{user.pending_email}</strong>. Until you confirm it, you
              keep signing in with <strong>{user.email}</strong>.
            </p>
          ) : null}
          <button
            ref={editButton}
            type="button"
            className={buttonClass('outline', styles.open)}
            onClick={() => {
              setProfileStatus(null);
              profileForm.show();
            }}
          >
            Edit profile
          </button>
        </>
      )}
      <Status message={profileStatus} />
      <h3 className={styles.subheading}>Password</h3>
      {passwordForm.open ? (
        <ChangePasswordForm
          email={user.email}
          onChanged={() => {
            setPasswordStatus(PASSWORD_CHANGED);
            passwordForm.close();
          }}
          onCancel={passwordForm.close}
        />
      ) : (
        <button
          ref={passwordButton}
          type="button"
          className={buttonClass('outline', styles.open)}
          onClick={() => {
            setPasswordStatus(null);
            passwordForm.show();
          }}
        >
          Change password
        </button>
      )}
      <Status message={passwordStatus} />
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { AuthenticatedUser } from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { LOCALE_NAMES } from '@/i18n/locales';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import styles from './profile.module.scss';

export const PROFILE_SAVED = /*i18n*/ {
  id: 'account.profile.saved',
  message: 'Your profile has been saved.',
};
export const PASSWORD_CHANGED = /*i18n*/ {
  id: 'account.password.changed',
  message: 'Your password has been changed. Your other devices have been signed out.',
};

const messages = {
  title: /*i18n*/ { id: 'account.profile.title', message: 'Profile' },
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  language: /*i18n*/ { id: 'account.profile.language', message: 'Language' },
  verified: /*i18n*/ { id: 'account.profile.verified', message: 'Verified' },
  notVerified: /*i18n*/ { id: 'account.profile.notVerified', message: 'Not verified' },
  edit: /*i18n*/ { id: 'account.profile.edit', message: 'Edit profile' },
  password: /*i18n*/ { id: 'auth.field.password', message: 'Password' },
  changePassword: /*i18n*/ { id: 'account.password.submit', message: 'Change password' },
};

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
function Status({ message }: { message: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  return (
    <div aria-live="polite" className={message ? formStyles.success : styles.quietStatus}>
      {message ? i18n._(message) : null}
    </div>
  );
}

/**
 * The signed-in user's profile: name and e-mail (with its verification state), "Edit profile" and
 * "Change password", each opening its form in place.
 */
export function ProfileCard({ user }: { user: AuthenticatedUser }) {
  const { i18n } = useLingui();
  const headingId = useId();
  // Each form's outcome is announced beside the button it returns focus to.
  const [profileStatus, setProfileStatus] = useState<MessageDescriptor | null>(null);
  const [passwordStatus, setPasswordStatus] = useState<MessageDescriptor | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const profileForm = useInPlaceForm(editButton);
  const passwordForm = useInPlaceForm(passwordButton);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._(messages.title)}
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
              <dt>{i18n._(messages.name)}</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>{i18n._(messages.email)}</dt>
              <dd className={styles.email}>
                <span>{user.email}</span>
                {user.email_verified_at ? (
                  <Badge tone="success">{i18n._(messages.verified)}</Badge>
                ) : (
                  <Badge tone="warning">{i18n._(messages.notVerified)}</Badge>
                )}
              </dd>
            </div>
            <div>
              <dt>{i18n._(messages.language)}</dt>
              <dd lang={user.locale ?? 'en'}>{LOCALE_NAMES[user.locale ?? 'en']}</dd>
            </div>
          </dl>
          {user.pending_email ? (
            <p className={styles.pending}>
              <Trans
                id="account.profile.pending"
                message="We sent a link to <0>{next}</0>. Until you confirm it, you keep signing in with <1>{current}</1>."
                values={{ next: user.pending_email, current: user.email }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
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
            {i18n._(messages.edit)}
          </button>
        </>
      )}
      <Status message={profileStatus} />
      <h3 className={styles.subheading}>{i18n._(messages.password)}</h3>
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
          {i18n._(messages.changePassword)}
        </button>
      )}
      <Status message={passwordStatus} />
    </section>
  );
}

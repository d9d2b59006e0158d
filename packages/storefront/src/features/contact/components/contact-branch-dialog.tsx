import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { EmailIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useUser } from '@/lib/auth';
import { CONTACT_MAX_LENGTHS } from '../lib/contact-schema';
import { ContactForm } from './contact-form';
import { translate } from '@/utils/translate';

const messages = {
  about: /*i18n*/ { id: 'contact.dialog.subjectAbout', message: 'Question about {title}' },
  button: /*i18n*/ { id: 'contact.dialog.button', message: 'Contact branch' },
  title: /*i18n*/ { id: 'contact.dialog.title', message: 'Contact {branch}' },
  description: /*i18n*/ {
    id: 'contact.dialog.description',
    message: 'Your message goes to our {city}, {state} branch; they answer by e-mail or phone.',
  },
};

/** "Question about <title>" (in the language of `i18n`), shortened to fit the subject's limit. */
export function subjectAbout(title: string, i18n: I18n): string {
  const subject = translate(i18n, messages.about, { title });
  const max = CONTACT_MAX_LENGTHS.subject;
  return subject.length <= max ? subject : `${subject.slice(0, max - 1)}…`;
}

export interface ContactBranchDialogProps {
  branch: { id: number; name: string; city: string; state: string };
  /** The equipment the message is about. */
  equipment?: { id: number; title: string } | null;
  /** The button's text. Default "Contact branch" in the page's language. */
  buttonText?: string;
  className?: string;
}

/** A "Contact branch" button opening the contact form in a dialog (subject prefilled for a unit). */
export function ContactBranchDialog({
  branch,
  equipment = null,
  buttonText,
  className,
}: ContactBranchDialogProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const user = useUser();
  return (
    <>
      <button
        type="button"
        className={buttonClass('outline', className)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <EmailIcon />
        {buttonText ?? i18n._(messages.button)}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(i18n, messages.title, { branch: branch.name })}
        description={translate(i18n, messages.description, {
          city: branch.city,
          state: branch.state,
        })}
        size="large"
      >
        <ContactForm
          branchId={branch.id}
          equipmentId={equipment?.id ?? null}
          initialValues={{
            subject: equipment ? subjectAbout(equipment.title, i18n) : '',
            name: user?.name ?? '',
            email: user?.email ?? '',
          }}
        />
      </Dialog>
    </>
  );
}

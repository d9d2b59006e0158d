import { useState } from 'react';
import { EmailIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useUser } from '@/lib/auth';
import { CONTACT_MAX_LENGTHS } from '../lib/contact-schema';
import { ContactForm } from './contact-form';

/** "Question about <title>", shortened to fit the subject's limit. */
export function subjectAbout(title: string): string {
  const subject = `Question about ${title}`;
  const max = CONTACT_MAX_LENGTHS.subject;
  return subject.length <= max ? subject : `${subject.slice(0, max - 1)}…`;
}

export interface ContactBranchDialogProps {
  branch: { id: number; name: string; city: string; state: string };
  /** The equipment the message is about. */
  equipment?: { id: number; title: string } | null;
  /** The button's text. Default 'Contact branch'. */
  buttonText?: string;
  className?: string;
}

/** A "Contact branch" button opening the contact form in a dialog (subject prefilled for a unit). */
export function ContactBranchDialog({
  branch,
  equipment = null,
  buttonText = 'Contact branch',
  className,
}: ContactBranchDialogProps) {
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
        {buttonText}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Contact ${branch.name}`}
        description={`Your message goes to our ${branch.city}, ${branch.state} branch; they answer by e-mail or phone.`}
        size="large"
      >
        <ContactForm
          branchId={branch.id}
          equipmentId={equipment?.id ?? null}
          initialValues={{
            subject: equipment ? subjectAbout(equipment.title) : '',
            name: user?.name ?? '',
            email: user?.email ?? '',
          }}
        />
      </Dialog>
    </>
  );
}

import type { BodyOf } from '../api/operations';
import { DEFAULT_LOCALE } from '../i18n/i18n';
import type { ContactRequestReceipt, NewContactRequest } from './lead-repository';
import { createLeadRepository } from './lead-repository';
import { contactConfirmationMail, contactRequestMail } from './lead-mails';
import {
  FieldErrors,
  holdPublishedUnits,
  publishedUnit,
  requestableBranch,
  type LeadDependencies,
} from './lead-support';
import { leadMessages } from './lead-messages';
import type { CreditedSource } from './lead-source';
import { fieldMessages } from '../http/error-messages';
import { queueLeadEvent } from '../webhooks/change-events';

export type ContactBranchInput = BodyOf<'contactBranch'>;

/** POST /contact-branch: stores the message and queues it for the branch, with a copy to the sender. */
export function createContactRequests({ db, outbox, webhooks, publicUrl }: LeadDependencies) {
  return {
    /** `source`: the dealer site credited with the message (null: a storefront lead). */
    async submit(
      input: ContactBranchInput,
      source: CreditedSource | null = null,
    ): Promise<ContactRequestReceipt> {
      const { branch, problem } = await requestableBranch(db, input.branch_id);
      const unit = await publishedUnit(db, input.equipment_id);
      if (!branch || unit === undefined) {
        const problems = new FieldErrors();
        if (!branch) problems.add('branch_id', problem ?? fieldMessages.required);
        if (unit === undefined) {
          problems.add('equipment_id', leadMessages.equipmentNotFound);
        }
        throw problems.toError();
      }

      const contact: NewContactRequest = {
        branch_id: branch.id,
        equipment_id: unit?.id ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone?.trim() ? input.phone : null,
        subject: input.subject,
        message: input.message,
        locale: input.locale ?? DEFAULT_LOCALE,
      };
      return db.transaction(async (tx) => {
        if (unit) await holdPublishedUnits(tx, [{ field: 'equipment_id', id: unit.id }]);
        const receipt = await createLeadRepository(tx).insertContact(contact, source);
        const context = {
          publicUrl,
          reference: receipt.reference,
          contact,
          unit: unit ?? null,
          branch,
        };
        await outbox.enqueue(contactRequestMail(context), tx);
        await outbox.enqueue(contactConfirmationMail(context), tx);
        await queueLeadEvent(webhooks, tx, 'lead.created', receipt.reference);
        return receipt;
      });
    },
  };
}

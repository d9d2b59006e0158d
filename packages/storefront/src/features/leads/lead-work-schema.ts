import type { Schemas } from '@liftline/sdk';
import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';
import type { Lead } from './leads-api';
import type { LeadStatus } from './leads-url';

/** The contract's limits (`LeadUpdate`). */
export const LOST_REASON_MAX_LENGTH = 500;
export const NOTE_MAX_LENGTH = 2000;

export const LOST_REASON_REQUIRED = 'Say why the lead was lost';
export const NOTHING_TO_SAVE = 'Change the status or the assignee, or write a note';

/** The work panel's fields: `status` '' keeps it, `assignee` '' is nobody (a member's id otherwise). */
export interface LeadWorkValues {
  status: LeadStatus | '';
  lost_reason: string;
  assignee: string;
  note: string;
}

export const leadWorkValues = (lead: Lead): LeadWorkValues => ({
  status: '',
  lost_reason: '',
  assignee: lead.assignee ? String(lead.assignee.id) : '',
  note: '',
});

/**
 * The work panel's rules, sending only what changed (`LeadUpdate`): a new status (with the reason
 * when it is `lost`), a different assignee (`null` unassigns) and a note.
 */
export function leadWorkSchema(currentAssigneeId: number | null) {
  const assigneeOf = (value: string) => (value ? Number(value) : null);
  return v.pipe(
    v.object({
      status: v.picklist(['', 'new', 'contacted', 'quoted', 'won', 'lost'] as const),
      lost_reason: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(LOST_REASON_MAX_LENGTH, tooLong(LOST_REASON_MAX_LENGTH)),
      ),
      assignee: v.string(),
      note: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX_LENGTH, tooLong(NOTE_MAX_LENGTH))),
    }),
    v.forward(
      v.partialCheck(
        [['status'], ['lost_reason']],
        (input) => input.status !== 'lost' || input.lost_reason !== '',
        LOST_REASON_REQUIRED,
      ),
      ['lost_reason'],
    ),
    v.forward(
      v.partialCheck(
        [['status'], ['assignee'], ['note']],
        (input) =>
          input.status !== '' ||
          input.note !== '' ||
          assigneeOf(input.assignee) !== currentAssigneeId,
        NOTHING_TO_SAVE,
      ),
      ['note'],
    ),
    v.transform((input): Schemas['LeadUpdate'] => {
      const body: Schemas['LeadUpdate'] = {};
      if (input.status) body.status = input.status;
      if (input.status === 'lost') body.lost_reason = input.lost_reason;
      const assignee = assigneeOf(input.assignee);
      if (assignee !== currentAssigneeId) body.assignee_id = assignee;
      if (input.note) body.note = input.note;
      return body;
    }),
  );
}

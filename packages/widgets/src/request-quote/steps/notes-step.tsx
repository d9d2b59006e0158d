import { NOTES_MAX_LENGTH } from '@liftline/sdk';
import { TextAreaField } from '../quote-fields';
import { BACK, defineStep, NEXT } from './step';

/** Notes for the branch; what is needed, for a general request. */
export const NotesStep = defineStep(
  { title: 'Anything else?', fields: ['notes'], back: BACK, submit: NEXT },
  function NotesStep({ flow: { draft, errors, change }, id }) {
    return (
      <TextAreaField
        id={`${id}-notes`}
        label={
          draft.equipment_id === null ? 'Describe the equipment you need' : 'Notes for the branch'
        }
        optional
        rows={5}
        value={draft.notes}
        errors={errors.notes}
        hint={`${draft.notes.length} of ${NOTES_MAX_LENGTH} characters`}
        onChange={(event) => change('notes', event.target.value)}
      />
    );
  },
);

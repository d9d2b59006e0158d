import type { QUOTE_MAX_LENGTHS } from '@liftline/sdk';
import { type QuoteField } from '@liftline/sdk';
import type { InputHTMLAttributes } from 'react';
import { TextAreaField, TextField } from '../quote-fields';
import type { QuoteWord } from '../quote-words';
import { BACK, defineStep, NEXT, type StepProps } from './step';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { optional?: boolean };

/** The contact fields: who the branch answers. */
const FIELDS: readonly [QuoteField & keyof typeof QUOTE_MAX_LENGTHS, QuoteWord, FieldProps][] = [
  ['name', 'name', { autoComplete: 'name' }],
  ['email', 'email', { type: 'email', autoComplete: 'email' }],
  ['phone', 'phone', { type: 'tel', autoComplete: 'tel' }],
  ['company', 'company', { autoComplete: 'organization', optional: true }],
];

/** The jobsite (street address and PO number for a list), the contact and the notes. */
export const DetailsStep = defineStep(
  {
    title: 'detailsTitle',
    fields: [
      ...FIELDS.map(([field]) => field),
      'jobsite_address',
      'jobsite_zip',
      'po_number',
      'notes',
      'branch_id',
    ],
    back: BACK,
    submit: NEXT,
  },
  function DetailsStep({ flow, id, words }) {
    const { draft, errors, change } = flow;
    const list = draft.lines.length > 0;
    const field = (
      name: QuoteField & keyof typeof QUOTE_MAX_LENGTHS,
      label: QuoteWord,
      props: FieldProps = {},
    ) => (
      <TextField
        key={name}
        id={`${id}-${name}`}
        label={words[label]}
        optionalText={words.optional}
        value={draft[name]}
        errors={errors[name]}
        onChange={(event) => change(name, event.target.value)}
        {...props}
      />
    );
    return (
      <>
        {list
          ? field('jobsite_address', 'jobsiteAddress', { autoComplete: 'street-address' })
          : null}
        <TextField
          id={`${id}-zip`}
          label={words.jobsiteZip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.jobsite_zip}
          errors={errors.jobsite_zip}
          onChange={(event) => change('jobsite_zip', event.target.value.trim())}
        />
        {list ? null : <BranchChoice flow={flow} id={`${id}-branch`} words={words} />}
        {FIELDS.map(([name, label, props]) => field(name, label, props))}
        {list ? field('po_number', 'poNumber', { optional: true }) : null}
        <TextAreaField
          id={`${id}-notes`}
          label={list ? words.notesForBranch : words.describeNeed}
          optional
          optionalText={words.optional}
          rows={3}
          value={draft.notes}
          errors={errors.notes}
          onChange={(event) => change('notes', event.target.value)}
        />
      </>
    );
  },
);

function BranchChoice({ flow, id, words }: Pick<StepProps, 'flow' | 'id' | 'words'>) {
  const { draft, errors, branch } = flow;
  const error = errors.branch_id;
  const errorId = `${id}-error`;
  if (draft.branch_id === null) {
    return <p className="lf-quote__muted lf-quote__branch">{words.nearestBranch}</p>;
  }
  return (
    <div className="lf-quote__branch">
      <p className="lf-quote__muted">
        {words.preferredBranch}{' '}
        <strong>{branch ? words.place(branch.city, branch.state) : words.savedBranch}</strong>
      </p>
      {error ? (
        <p id={errorId} className="lf-field-error lf-quote__inline-error">
          {error.join(' ')}
        </p>
      ) : null}
      <button
        type="button"
        className="lf-link-button"
        aria-describedby={error ? errorId : undefined}
        data-error-focus={error ? true : undefined}
        onClick={() => flow.change('branch_id', null)}
      >
        {words.useNearest}
      </button>
    </div>
  );
}

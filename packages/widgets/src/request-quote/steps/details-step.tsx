import { TextField } from '../quote-fields';
import { BACK, defineStep, NEXT, type StepProps } from './step';

/** Quantity, jobsite zip and the preferred branch (the saved local branch, if any). */
export const DetailsStep = defineStep(
  {
    title: 'Quantity and jobsite',
    fields: ['quantity', 'jobsite_zip', 'branch_id'],
    back: BACK,
    submit: NEXT,
  },
  function DetailsStep({ flow, id }) {
    const { draft, errors, change } = flow;
    return (
      <>
        <div className="lf-quote__row">
          <TextField
            id={`${id}-quantity`}
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={Number.isNaN(draft.quantity) ? '' : draft.quantity}
            errors={errors.quantity}
            onChange={(event) =>
              change('quantity', event.target.value === '' ? NaN : Number(event.target.value))
            }
          />
          <TextField
            id={`${id}-zip`}
            label="Jobsite zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft.jobsite_zip}
            errors={errors.jobsite_zip}
            onChange={(event) => change('jobsite_zip', event.target.value.trim())}
          />
        </div>
        <BranchChoice flow={flow} id={`${id}-branch`} />
      </>
    );
  },
);

function BranchChoice({ flow, id }: Pick<StepProps, 'flow' | 'id'>) {
  const { draft, errors, branch } = flow;
  const error = errors.branch_id;
  const errorId = `${id}-error`;
  if (draft.branch_id === null) {
    return (
      <p className="lf-quote__muted lf-quote__branch">
        Your request goes to the branch nearest the jobsite.
      </p>
    );
  }
  return (
    <div className="lf-quote__branch">
      <p className="lf-quote__muted">
        Preferred branch:{' '}
        <strong>{branch ? `${branch.city}, ${branch.state}` : 'your saved branch'}</strong>
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
        Use the branch nearest the jobsite instead
      </button>
    </div>
  );
}

import { defineStep } from './step';

/** The server stored the request: its reference. */
export const SubmittedStep = defineStep(
  {
    title: 'submittedTitle',
    back: ['another', (flow) => flow.reset()],
    submit: ['done', (_flow, close) => close()],
  },
  function SubmittedStep({ flow: { draft, receipt }, words }) {
    return receipt ? (
      <div className="lf-quote__done">
        <p>{words.thanks(draft.name.trim())}</p>
        <p className="lf-quote__reference">
          {words.reference}{' '}
          <strong part="reference" data-testid="quote-reference">
            {receipt.reference}
          </strong>
        </p>
        <p className="lf-quote__muted">{words.confirmationTo(draft.email.trim())}</p>
      </div>
    ) : null;
  },
);

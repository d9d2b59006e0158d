import { defineStep } from './step';

/** The server stored the request: its reference. */
export const SubmittedStep = defineStep(
  {
    title: 'Request received',
    back: ['Request another quote', (flow) => flow.reset()],
    submit: ['Done', (_flow, close) => close()],
  },
  function SubmittedStep({ flow: { draft, receipt } }) {
    return receipt ? (
      <div className="lf-quote__done">
        <p>
          Thank you{draft.name.trim() ? `, ${draft.name.trim()}` : ''}! We received your quote
          request.
        </p>
        <p className="lf-quote__reference">
          Your reference:{' '}
          <strong part="reference" data-testid="quote-reference">
            {receipt.reference}
          </strong>
        </p>
        <p className="lf-quote__muted">
          A confirmation is on its way to {draft.email.trim()}. Quote the reference when you talk to
          the branch.
        </p>
      </div>
    ) : null;
  },
);

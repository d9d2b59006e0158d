import { BACK, defineStep } from './step';

/** Sending failed for a reason other than the fields (network, 5xx, 429 …): try again. */
export const FailedStep = defineStep(
  {
    title: 'Your request was not sent',
    back: ['Back', BACK[1]],
    submit: ['Try again', (flow) => flow.retry()],
  },
  function FailedStep({ flow }) {
    return (
      <div className="lf-quote__alert" role="alert">
        <p>{flow.submitError ?? 'Your request could not be sent.'}</p>
        <p>Nothing was lost: try again, or go back to check your request.</p>
      </div>
    );
  },
);

import { BACK, defineStep } from './step';

/** Sending failed for a reason other than the fields (network, 5xx, 429 …): try again. */
export const FailedStep = defineStep(
  {
    title: 'failedTitle',
    back: BACK,
    submit: ['retry', (flow) => flow.retry()],
  },
  function FailedStep({ flow, words }) {
    return (
      <div className="lf-quote__alert" role="alert">
        <p>{flow.submitError ?? words.notSent}</p>
        <p>{words.nothingLost}</p>
      </div>
    );
  },
);

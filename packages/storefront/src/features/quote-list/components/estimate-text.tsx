import { Trans } from '@lingui/react';

interface EstimateTextProps {
  /** The breakdown ("1 × week $1,150 + 3 × day $210"), in its own element for tests. */
  estimate: string;
  /** One unit's estimate, formatted. */
  each: string;
  quantity: number;
  /** `each × quantity`, formatted. */
  total: string;
  testId: string;
}

/** "1 × week $1,150 = $1,150", and "× 2 = $2,300" after it for more than one unit. */
export function EstimateText({ estimate, each, quantity, total, testId }: EstimateTextProps) {
  const values = { estimate, each, quantity, total };
  const components = { 0: <span data-testid={testId} /> };
  return quantity > 1 ? (
    <Trans
      id="quoteList.estimateTimes"
      message="<0>{estimate}</0> = {each} × {quantity} = {total}"
      values={values}
      components={components}
    />
  ) : (
    <Trans
      id="quoteList.estimate"
      message="<0>{estimate}</0> = {each}"
      values={values}
      components={components}
    />
  );
}

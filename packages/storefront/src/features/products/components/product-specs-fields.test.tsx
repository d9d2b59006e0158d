import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { emptyProductValues, type ProductFormValues } from '../form/product-form-values';
import { ProductSpecsFields } from './product-specs-fields';

// Outside `act`, as in a browser: React renders and runs effects in its own tasks.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('focuses the added line even when an earlier render’s effects are still pending', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  let rerenderFromOutside = () => {};
  function Harness() {
    const [values, setValues] = useState<ProductFormValues>(emptyProductValues());
    const [tick, setTick] = useState(0);
    rerenderFromOutside = () => setTick((n) => n + 1);
    return (
      <div data-tick={tick}>
        <ProductSpecsFields
          values={values}
          errors={{}}
          set={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      </div>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<Harness />);
  await nextTask();
  await nextTask();
  const add = () =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add a line')!;
  expect(add()).toBeDefined();

  // A render that is not an event's (a query's answer, say) commits; right after it, before React
  // runs its passive effects in a later task, "Add a line" is pressed.
  const pressed = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      add().focus();
      add().click();
      resolve();
    });
    observer.observe(container, { attributes: true, subtree: true });
  });
  rerenderFromOutside();
  await pressed;
  for (let i = 0; i < 5; i++) await nextTask();

  const label = [...container.querySelectorAll('label')].find(
    (element) => element.textContent === 'Line 1 label',
  )!;
  expect(document.activeElement).toBe(document.getElementById(label.htmlFor));
  root.unmount();
  container.remove();
});

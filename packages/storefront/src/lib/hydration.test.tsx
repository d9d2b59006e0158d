import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  disableControls,
  enableControls,
  hydrationTurn,
  UNTIL_APP_ATTRIBUTE,
  useBrowserStore,
  useHydrated,
  whileHydrating,
} from './hydration';

const store = { value: 'browser', subscribe: () => () => {} };

function Probe() {
  const hydrated = useHydrated();
  const value = useBrowserStore(
    store.subscribe,
    () => store.value,
    () => 'server',
  );
  const [first] = useState(value);
  return <p data-testid="probe">{`${String(hydrated)} ${value} first:${first}`}</p>;
}

describe('hydration', () => {
  it('renders the server value while hydrating, the browser value right after', async () => {
    let view!: ReturnType<typeof render>;
    const done = new Promise<void>((resolve) =>
      whileHydrating(() => {
        view = render(<Probe />);
      }, resolve),
    );
    // React flushes the effect inside render's act(): the first render saw the server value.
    expect(screen.getByTestId('probe').textContent).toBe('true browser first:server');
    await done;
    view.unmount();
  });

  it('gives each waiting part a task of its own, in order, parts inside parts after, then ends', async () => {
    const order: string[] = [];
    const turn = (name: string, inner?: string) => {
      const promise = hydrationTurn();
      expect(promise).not.toBeNull();
      void promise!.then(() => {
        order.push(name);
        if (inner) turn(inner);
      });
    };
    const done = new Promise<void>((resolve) =>
      whileHydrating(
        () => {
          turn('header');
          turn('card', 'card button');
          turn('footer');
        },
        () => {
          order.push('done');
          resolve();
        },
      ),
    );
    // Nothing waiting ran in the task that hydrated.
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['header', 'card', 'footer', 'card button', 'done']);
    // Outside hydration nothing waits.
    expect(hydrationTurn()).toBeNull();
  });

  it('gives a turn to a part that asks in a task of its own while parts still hydrate', async () => {
    const order: string[] = [];
    const done = new Promise<void>((resolve) =>
      whileHydrating(
        () => {
          void hydrationTurn()!.then(() => {
            order.push('card');
            // A part mounting in a task of its own (after an answer came, say), still hydrating.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              channel.port1.close();
              void hydrationTurn()?.then(() => order.push('late'));
            };
            channel.port2.postMessage(null);
          });
          void hydrationTurn()!.then(() => order.push('footer'));
        },
        () => {
          order.push('done');
          resolve();
        },
      ),
    );
    await done;
    expect(order).toEqual(['card', 'footer', 'late', 'done']);
  });

  it('renders the browser value at once in a component mounted after hydration', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('true browser first:browser');
  });

  it('follows the store after hydration', () => {
    let notify = () => {};
    const live = {
      value: 'a',
      subscribe: (onChange: () => void) => {
        notify = onChange;
        return () => {};
      },
    };
    function Live() {
      return (
        <p data-testid="live">
          {useBrowserStore(
            live.subscribe,
            () => live.value,
            () => '-',
          )}
        </p>
      );
    }
    render(<Live />);
    expect(screen.getByTestId('live').textContent).toBe('a');
    live.value = 'b';
    act(() => notify());
    expect(screen.getByTestId('live').textContent).toBe('b');
  });

  it('enables only the controls the prerendering disabled', () => {
    document.body.innerHTML = `
      <button disabled="" ${UNTIL_APP_ATTRIBUTE}="">Search</button>
      <button disabled="">Sold out</button>`;
    enableControls(document.body);
    const [search, soldOut] = document.querySelectorAll('button');
    expect(search?.disabled).toBe(false);
    expect(search?.hasAttribute(UNTIL_APP_ATTRIBUTE)).toBe(false);
    expect(soldOut?.disabled).toBe(true);
  });
});

describe('disableControls', () => {
  it('disables and marks every control, leaving controls the page disabled as they were', () => {
    const html = disableControls(
      '<form><input name="q"><select><option>a</option></select><textarea></textarea>' +
        '<button type="submit">Go</button><button disabled="">Sold out</button><a href="/x">x</a></form>',
    );
    expect(html).toBe(
      '<form><input disabled="" data-until-app="" name="q"><select disabled="" data-until-app="">' +
        '<option>a</option></select><textarea disabled="" data-until-app=""></textarea>' +
        '<button disabled="" data-until-app="" type="submit">Go</button>' +
        '<button disabled="">Sold out</button><a href="/x">x</a></form>',
    );
  });
});

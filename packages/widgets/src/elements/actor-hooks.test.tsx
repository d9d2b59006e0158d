import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type Actor } from 'xstate';
import { useActorRef, useSelector } from './actor-hooks';

afterEach(cleanup);

const counter = setup({
  types: { context: {} as { count: number; label: string }, input: {} as { from: number } },
}).createMachine({
  context: ({ input }) => ({ count: input.from, label: 'counter' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        stop: 'done',
      },
    },
    done: { type: 'final' },
  },
});

type CounterActor = Actor<typeof counter>;

function Counter({ from, onActor }: { from: number; onActor: (actor: CounterActor) => void }) {
  const actor = useActorRef(counter, { input: { from } });
  useEffect(() => onActor(actor), [actor, onActor]);
  const count = useSelector(actor, (s) => s.context.count);
  const label = useSelector(actor, (s) => s.context.label);
  const done = useSelector(actor, (s) => s.status === 'done');
  return (
    <button type="button" onClick={() => actor.send({ type: 'inc' })}>
      {label} {count}
      {done ? ' done' : ''}
    </button>
  );
}

describe('the chunks’ useActorRef and useSelector (stand-in for @xstate/react)', () => {
  it('runs one actor from its input, renders what the selectors pick and follows its changes', () => {
    const actors = new Set<CounterActor>();
    const onActor = (actor: CounterActor) => void actors.add(actor);
    const { rerender } = render(<Counter from={2} onActor={onActor} />);
    const [first] = actors;
    expect(first?.getSnapshot().status).toBe('active');
    expect(screen.getByRole('button').textContent).toBe('counter 2');
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('counter 4');
    // Later input is ignored: the actor is created once.
    rerender(<Counter from={10} onActor={onActor} />);
    expect([...actors]).toEqual([first]);
    expect(screen.getByRole('button').textContent).toBe('counter 4');
    act(() => first?.send({ type: 'stop' }));
    expect(screen.getByRole('button').textContent).toBe('counter 4 done');
  });

  it('stops the actor when the component unmounts', () => {
    let actor: CounterActor | undefined;
    const { unmount } = render(<Counter from={0} onActor={(started) => void (actor = started)} />);
    unmount();
    expect(actor?.getSnapshot().status).toBe('stopped');
  });

  it('throws the error of an actor that failed, as @xstate/react does', async () => {
    const failing = setup({
      actors: { load: fromPromise<never>(() => Promise.reject(new Error('boom'))) },
    }).createMachine({ invoke: { src: 'load' } });
    function Failing() {
      const actor = useActorRef(failing);
      useSelector(actor, (s) => s.status);
      return null;
    }
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      render(<Failing />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    } catch (error) {
      errors.push(error);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors.some((error) => error instanceof Error && error.message === 'boom')).toBe(true);
  });
});

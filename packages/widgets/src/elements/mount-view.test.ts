import { h } from 'preact';
import { useEffect } from 'preact/hooks';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountView } from './mount-view';

/**
 * The page's clock by hand: timers run when the page is given time (`stall`), in the order they
 * fall due, and no frame ever comes (a busy page's main thread, or a background tab).
 */
function busyPageClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { due: number; run: () => void }>();
  vi.stubGlobal('setTimeout', (run: () => void, ms = 0) => {
    timers.set(++seq, { due: now + Math.max(0, ms), run });
    return seq;
  });
  vi.stubGlobal('clearTimeout', (id: number) => timers.delete(id));
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return {
    /** The main thread was held `ms`: then every timer due runs, earliest first. */
    stall(ms: number) {
      now += ms;
      for (;;) {
        const next = [...timers]
          .filter(([, timer]) => timer.due <= now)
          .sort(([a, x], [b, y]) => x.due - y.due || a - b)[0];
        if (!next) return;
        timers.delete(next[0]);
        next[1].run();
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('mountView', () => {
  it('activate() clicks the control only once the view’s effects ran, however late they come', async () => {
    const clock = busyPageClock();
    const log: string[] = [];
    // A widget whose inner component starts its work in an effect (as the machines start), and
    // whose control's click needs it.
    function Machine() {
      useEffect(() => {
        log.push('started');
      }, []);
      return null;
    }
    const view = () =>
      h('div', null, [
        h(Machine, null),
        h('button', { part: 'control', onClick: () => log.push('clicked') }, 'Open'),
      ]) as unknown as ReactElement;
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const mounted = mountView({ styles: [], view, control: 'control' })(host, root, {});
    mounted.activate!();
    await Promise.resolve();
    expect(log).toEqual([]);
    // The page was busy for 200 ms after the mount: every timer of that time runs at once.
    clock.stall(200);
    await Promise.resolve();
    clock.stall(1);
    expect(log).toEqual(['started', 'clicked']);
    // Activated again later: at once.
    mounted.activate!();
    expect(log).toEqual(['started', 'clicked', 'clicked']);
    mounted.unmount();
  });
});

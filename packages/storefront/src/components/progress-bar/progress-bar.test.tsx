import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';
import {
  createProgressStore,
  PROGRESS_CREEP_LIMIT,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  withProgress,
} from './progress-store';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('route progress', () => {
  it('uses the spec constants: throttle 200 ms, duration 5000 ms', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
  });

  it('does not show for loads shorter than the throttle', () => {
    const store = createProgressStore();
    store.start();
    vi.advanceTimersByTime(199);
    store.finish();
    vi.advanceTimersByTime(1000);
    expect(store.getState().visible).toBe(false);
  });

  it('appears after 200 ms, creeps over the duration, then finishes full and hides', () => {
    const store = createProgressStore();
    store.start();
    vi.advanceTimersByTime(199);
    expect(store.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ visible: true, percent: 0 });

    vi.advanceTimersByTime(2500);
    expect(store.getState().percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(5000);
    expect(store.getState().percent).toBe(PROGRESS_CREEP_LIMIT);

    store.finish();
    expect(store.getState()).toMatchObject({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(store.getState().visible).toBe(false);
  });

  it('marks a failed load', async () => {
    const store = createProgressStore();
    const load = withProgress(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('x')), 1000)),
      store,
    );
    const result = load().catch((error: unknown) => error);
    vi.advanceTimersByTime(1000);
    expect(await result).toBeInstanceOf(Error);
    expect(store.getState()).toMatchObject({ visible: true, percent: 100, failed: true });
  });

  it('waits for every concurrent load', () => {
    const store = createProgressStore();
    store.start();
    store.start();
    vi.advanceTimersByTime(300);
    store.finish();
    expect(store.getState().percent).toBeLessThan(100);
    store.finish();
    expect(store.getState().percent).toBe(100);
  });

  it('renders the bar only while visible', () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    expect(screen.queryByTestId('progress-bar')).toBeNull();
    act(() => {
      store.start();
      vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 1000);
    });
    expect(screen.getByTestId('progress-bar').dataset.failed).toBe('false');
    act(() => store.fail());
    expect(screen.getByTestId('progress-bar').dataset.failed).toBe('true');
  });
});

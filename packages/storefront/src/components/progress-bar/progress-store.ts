/**
 * A progress bar runs while a route's code loads. It appears only when the
 * load takes longer than the throttle (200 ms), creeps towards the end over the duration (5000 ms),
 * and finishes (fills up and fades) or fails (turns to the error colour and fades).
 */

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** How often the bar creeps forward. */
export const PROGRESS_TICK_MS = 100;
/** Creeping never passes this; only finishing fills the bar. */
export const PROGRESS_CREEP_LIMIT = 90;
/** How long the full (or failed) bar stays before it hides. */
export const PROGRESS_HIDE_DELAY_MS = 400;

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  percent: number;
  failed: boolean;
}

const HIDDEN: ProgressState = { visible: false, percent: 0, failed: false };

export interface ProgressStore {
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
  start(): void;
  finish(): void;
  fail(): void;
  /** How many loads are running. */
  pending(): number;
}

export function createProgressStore({
  throttleMs = PROGRESS_THROTTLE_MS,
  durationMs = PROGRESS_DURATION_MS,
} = {}): ProgressStore {
  let state = HIDDEN;
  let running = 0;
  let failedAny = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const step = (100 * PROGRESS_TICK_MS) / durationMs;

  const set = (next: ProgressState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const clearTimers = () => {
    clearTimeout(showTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
    showTimer = tickTimer = hideTimer = undefined;
  };

  const end = () => {
    running = Math.max(0, running - 1);
    if (running > 0) return;
    const failed = failedAny;
    failedAny = false;
    if (!state.visible) {
      // Done within the throttle: the bar never showed.
      clearTimers();
      return;
    }
    clearTimers();
    set({ visible: true, percent: 100, failed });
    hideTimer = setTimeout(() => set(HIDDEN), PROGRESS_HIDE_DELAY_MS);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => running,
    start() {
      running += 1;
      if (running > 1) return;
      clearTimers();
      if (state.visible) set({ visible: true, percent: 0, failed: false });
      showTimer = setTimeout(() => {
        set({ visible: true, percent: 0, failed: false });
        tickTimer = setInterval(() => {
          const percent = Math.min(PROGRESS_CREEP_LIMIT, state.percent + step);
          if (percent !== state.percent) set({ ...state, percent });
        }, PROGRESS_TICK_MS);
      }, throttleMs);
    },
    finish: end,
    fail() {
      failedAny = true;
      end();
    },
  };
}

/** The app's one progress bar. */
export const routeProgress = createProgressStore();

/** Wraps a route loader so the bar runs while it loads (used by the lazy routes, not by prefetch). */
export function withProgress<T>(
  load: () => Promise<T>,
  store: ProgressStore = routeProgress,
): () => Promise<T> {
  return () => {
    store.start();
    return load().then(
      (module) => {
        store.finish();
        return module;
      },
      (error: unknown) => {
        store.fail();
        throw error;
      },
    );
  };
}

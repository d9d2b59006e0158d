import type { AcceptedEvent } from './event-store';

export interface EventBufferOptions {
  /** Writes one batch (one transaction); a rejection keeps the batch for the next flush. */
  write: (events: AcceptedEvent[]) => Promise<void>;
  /** A flush runs this long after the first event waiting (default 1 s). */
  intervalMs?: number;
  /**
   * … or at once when this many events wait (default 200: on PGlite a write runs on the event
   * loop, about 40 µs an event, so small batches keep each pause short).
   */
  flushAt?: number;
  /** At most this many events wait; beyond, the oldest are dropped (default 50,000). */
  maxPending?: number;
  warn: (details: object, message: string) => void;
}

export interface EventBuffer {
  /** Queues accepted events; they are written within `intervalMs`. */
  add(events: AcceptedEvent[]): void;
  /** Writes everything queued so far (after any flush already running); never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (app close). */
  close(): Promise<void>;
  /** How many events wait to be written. */
  readonly pending: number;
}

/**
 * Counts accepted events in memory and writes them in batches: at most `intervalMs` after the first
 * one waiting, or as soon as `flushAt` wait. One flush at a time, in order. A failed write (the
 * database restarting) keeps its events for the next flush, bounded by `maxPending`: past it the
 * oldest are dropped with a warning, so an outage costs counts, never the process's memory.
 */
export function createEventBuffer({
  write,
  intervalMs = 1000,
  flushAt = 200,
  maxPending = 50_000,
  warn,
}: EventBufferOptions): EventBuffer {
  let queue: AcceptedEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let flushing = false;
  let closed = false;

  function bound() {
    const over = queue.length - maxPending;
    if (over <= 0) return;
    queue = queue.slice(over);
    warn({ dropped: over, kept: queue.length }, 'dealer events: too many waiting, oldest dropped');
  }

  function schedule() {
    if (timer || closed || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, intervalMs);
    timer.unref();
  }

  /** Writes the queue; answers false when the write failed (its events wait again). */
  async function writeQueued(): Promise<boolean> {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return true;
    try {
      await write(batch);
      return true;
    } catch (error) {
      queue = batch.concat(queue);
      bound();
      warn({ err: error, waiting: queue.length }, 'dealer events: flush failed, kept for the next');
      return false;
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    chain = chain.then(async () => {
      flushing = true;
      let written = false;
      try {
        written = await writeQueued();
      } finally {
        flushing = false;
        // Under load the next batch goes at once; after a failure it waits for the timer.
        if (written && !closed && queue.length >= flushAt) void flush();
        else schedule();
      }
    });
    return chain;
  }

  return {
    add(events) {
      if (events.length === 0) return;
      for (const event of events) queue.push(event);
      bound();
      if (queue.length >= flushAt && !flushing) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    get pending() {
      return queue.length;
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBuffer } from './event-buffer';
import type { AcceptedEvent } from './event-store';

const events = (count: number, page = '/'): AcceptedEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    siteId: 1,
    at: new Date(0),
    type: 'impression',
    element: 'find-branch',
    page: `${page}${i}`,
  }));

afterEach(() => vi.useRealTimers());

describe('the event buffer', () => {
  it('writes what waits within the interval, in one batch', async () => {
    vi.useFakeTimers();
    const write = vi.fn(async (_batch: AcceptedEvent[]) => {});
    const buffer = createEventBuffer({ write, intervalMs: 1000, warn: () => {} });
    buffer.add(events(2));
    buffer.add(events(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0]).toHaveLength(3);
    expect(buffer.pending).toBe(0);
  });

  it('writes at once when flushAt events wait', async () => {
    const write = vi.fn(async (_batch: AcceptedEvent[]) => {});
    const buffer = createEventBuffer({ write, intervalMs: 60_000, flushAt: 5, warn: () => {} });
    buffer.add(events(5));
    await buffer.flush(); // waits for the flush already started
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0]).toHaveLength(5);
  });

  it('keeps the events of a failed write for the next flush', async () => {
    let fail = true;
    const written: AcceptedEvent[] = [];
    const warn = vi.fn();
    const buffer = createEventBuffer({
      write: async (batch) => {
        if (fail) throw new Error('database restarting');
        written.push(...batch);
      },
      warn,
    });
    buffer.add(events(3));
    await buffer.flush();
    expect(buffer.pending).toBe(3);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ waiting: 3 }), expect.any(String));
    buffer.add(events(1, '/later'));
    fail = false;
    await buffer.flush();
    expect(written.map((event) => event.page)).toEqual(['/0', '/1', '/2', '/later0']);
    expect(buffer.pending).toBe(0);
  });

  it('keeps at most maxPending events: the oldest are dropped with a warning', async () => {
    let fail = true;
    const written: AcceptedEvent[] = [];
    const warn = vi.fn();
    const buffer = createEventBuffer({
      write: async (batch) => {
        if (fail) throw new Error('down');
        written.push(...batch);
      },
      maxPending: 4,
      warn,
    });
    buffer.add(events(3, '/a'));
    await buffer.flush();
    buffer.add(events(3, '/b'));
    expect(buffer.pending).toBe(4);
    expect(warn).toHaveBeenCalledWith({ dropped: 2, kept: 4 }, expect.any(String));
    fail = false;
    await buffer.flush();
    expect(written.map((event) => event.page)).toEqual(['/a2', '/b0', '/b1', '/b2']);
  });

  it('writes what is left on close and schedules nothing after', async () => {
    vi.useFakeTimers();
    const write = vi.fn(async (_batch: AcceptedEvent[]) => {});
    const buffer = createEventBuffer({ write, warn: () => {} });
    buffer.add(events(2));
    await buffer.close();
    expect(write).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';

describe('useLoad', () => {
  it('loads, reports an error, and loads again on reload', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new Error('Service Unavailable'))
      .mockResolvedValueOnce('units');
    const { result } = renderHook(() => useLoad('equipment', load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: 'Service Unavailable' });

    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'units' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the previous request when the key changes and ignores its answer', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((value: string) => void)[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => resolvers.push(resolve));
    };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    act(() => resolvers[0]?.('from a'));
    act(() => resolvers[1]?.('from b'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'from b' }));
  });

  it('keeps the loaded data while reloading', async () => {
    let n = 0;
    const { result } = renderHook(() => useLoad('k', () => Promise.resolve(++n)));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 1 }));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'done', data: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 2 }));
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(2));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('restarts from a new value', () => {
    const { result } = renderHook(() => useCountdown(0));
    act(() => result.current.restart(30));
    expect(result.current.seconds).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(29);
  });
});

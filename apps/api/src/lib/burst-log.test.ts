import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBurstLog } from './burst-log';

describe('createBurstLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first event of a key at once and one count of the rest when the window ends', () => {
    const lines: string[] = [];
    const log = createBurstLog(1_000);
    for (let i = 0; i < 500; i += 1) log('57P01', () => lines.push('first'), (repeats) => lines.push(`repeated ${repeats}`));
    log('ECONNREFUSED', () => lines.push('other first'), (repeats) => lines.push(`other repeated ${repeats}`));
    expect(lines).toEqual(['first', 'other first']);

    vi.advanceTimersByTime(1_000);
    expect(lines).toEqual(['first', 'other first', 'repeated 499']);

    log('57P01', () => lines.push('next window'), () => lines.push('never'));
    vi.advanceTimersByTime(1_000);
    expect(lines.at(-1)).toBe('next window');
  });
});

import { describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('rounds the rank up on few values, so a p95 of 10 values is the largest', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile(ten, 50)).toBe(5);
  });

  it('answers the only value for any p, and refuses no values', () => {
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 50)).toThrow();
  });
});

describe('runLoad', () => {
  const settings = { concurrency: 4, warmup: 8, requests: 40, maxMs: 5_000 };

  it('measures the requested number of answers', async () => {
    const result = await runLoad(async () => ({ status: 200 }), settings);
    expect(result).toMatchObject({ ok: true, requests: 40, errors: 0 });
  });

  it('stops at the first failing warm-up answer with its status', async () => {
    const result = await runLoad(async () => ({ status: 404, message: 'No such address' }), settings);
    expect(result).toEqual({ ok: false, status: 404, message: 'No such address' });
  });
});

import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, PHONE_REFERENCE_WORK_MS } from './cpu-calibration';

describe('the CPU slowdown to the phone', () => {
  it('makes the reference work take as long as on the phone', () => {
    expect(cpuSlowdownFor(PHONE_REFERENCE_WORK_MS / 4)).toBe(4);
    expect(cpuSlowdownFor(PHONE_REFERENCE_WORK_MS / 5) * (PHONE_REFERENCE_WORK_MS / 5)).toBeCloseTo(PHONE_REFERENCE_WORK_MS);
  });

  it('never speeds up a machine slower than the phone', () => {
    expect(cpuSlowdownFor(PHONE_REFERENCE_WORK_MS * 2)).toBe(1);
  });
});

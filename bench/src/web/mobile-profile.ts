import type { BrowserContextOptions, CDPSession } from '@playwright/test';

/**
 * The throttled phone the web figures are measured on (README, Benchmarks): a mid-range Android phone
 * on a good 4G connection. Chromium adds the latency to every request and caps the throughput; the CPU
 * is slowed down to the phone's speed, measured before each round (cpu-calibration.ts).
 */
export const MOBILE_PROFILE = {
  /** Pixel 7 screen in CSS pixels. */
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  /** Added to each request, on top of the loopback's own. */
  latencyMs: 40,
  downloadBitsPerSecond: 12_000_000,
  uploadBitsPerSecond: 4_000_000,
} as const;

export const mobileContextOptions: BrowserContextOptions = {
  viewport: MOBILE_PROFILE.viewport,
  deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/** The phone's network, and its CPU: `cpuSlowdown` times slower than this machine (cpu-calibration.ts). */
export const throttle = async (cdp: CDPSession, cpuSlowdown: number) => {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: MOBILE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
};

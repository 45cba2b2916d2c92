import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import { expectAccessible } from './accessibility';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
export const WIDTHS = [1280, 390] as const;

/**
 * Keeps a picture of the screen under e2e/artifacts/ for people to look at. CI starts from a fresh
 * clone and keeps no artifacts but the failures' own, so there the encoding is skipped.
 */
export const keepScreenshot = async (target: Page | Locator, fileName: string, options: Pick<PageScreenshotOptions, 'fullPage'> = {}) => {
  if (process.env.CI) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await target.screenshot({ path: `${ARTIFACTS}${fileName}`, ...options });
};

/**
 * Waits until the page has taken a new viewport width: the window has it, and two frames were drawn
 * after it, so the media queries' switch (drawer or sidebar at the md breakpoint) and the charts'
 * resize observers have rendered. Animations they start are waited for by the axe check.
 */
export const layoutSettled = async (page: Page, width: number) => {
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
};

/**
 * Checks a screen at desktop and phone width: accessibility (axe) at each, and a full-page screenshot
 * kept under e2e/artifacts/<name>-<width>.png (keepScreenshot). Restores the viewport afterwards.
 */
export const checkScreen = async (page: Page, name: string) => {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await layoutSettled(page, width);
    await expectAccessible(page, `${name} at ${width} px`);
    await keepScreenshot(page, `${name}-${width}.png`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
};

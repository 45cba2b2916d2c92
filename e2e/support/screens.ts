import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
export const WIDTHS = [1280, 390] as const;

export const artifactPath = (fileName: string) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  return `${ARTIFACTS}${fileName}`;
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
 * kept under e2e/artifacts/<name>-<width>.png. Restores the viewport afterwards.
 */
export const checkScreen = async (page: Page, name: string) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await layoutSettled(page, width);
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${ARTIFACTS}${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
};

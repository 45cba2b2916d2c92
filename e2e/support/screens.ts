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
 * Checks a screen at desktop and phone width: accessibility (axe) at each, and a full-page screenshot
 * kept under e2e/artifacts/<name>-<width>.png. Restores the viewport afterwards.
 */
export const checkScreen = async (page: Page, name: string) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Let layout settle (drawer/sidebar switch at the md breakpoint, charts resizing).
    await page.waitForTimeout(400);
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${ARTIFACTS}${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
};

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/** A file the browser downloaded: the name it suggested and the bytes. */
export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/** Runs what starts a download (a click, a menu) and returns the file once it has arrived. */
export const downloadFrom = async (page: Page, start: () => Promise<unknown>): Promise<DownloadedFile> => {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
};

/** Opens a Download menu by its button, picks a format (CSV, XLSX, PDF) and returns the file. */
export const downloadFromMenu = (page: Page, menuButton: Locator, format: string): Promise<DownloadedFile> =>
  downloadFrom(page, async () => {
    await menuButton.click();
    await page.getByRole('menuitem', { name: format }).click();
  });

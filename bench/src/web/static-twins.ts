import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { precompressBuild } from '../../../apps/web/build/precompress';
import { mobileContextOptions } from './mobile-profile';
import { assignedDrawn, assignedListAnswered, PAGE_TIMEOUT_MS, signedInState, signInForm } from './visit-steps';

/** Where the twins are written in the built SPA, so the API serves them as it serves the build. */
export const TWINS_FOLDER = 'bench-twins';
export const ASSIGNED_TWIN_PATH = `/${TWINS_FOLDER}/assigned.html`;
export const SIGN_IN_TWIN_PATH = `/${TWINS_FOLDER}/sign-in.html`;

/**
 * The page as drawn, as one document without script: every style sheet's rules (the build's files and
 * the ones emotion inserts through the CSSOM, which leave their <style> tags empty) become one inline
 * <style>, and scripts and module preloads go.
 */
const snapshotWithoutScript = () => {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script, style, link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"]').forEach((node) => node.remove());
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  copy.querySelector('head')?.append(style);
  return `<!DOCTYPE html>\n${copy.outerHTML}`;
};

/** The first screen of /assigned for the signed-in user on the phone's viewport: header, navigation and the first page of cards. */
const assignedSnapshot = async (browser: Browser, baseUrl: string, email: string) => {
  const context = await browser.newContext({ ...mobileContextOptions, storageState: await signedInState(browser, baseUrl, email) });
  try {
    const page = await context.newPage();
    const listAnswered = assignedListAnswered(page);
    await page.goto(`${baseUrl}/assigned`, { timeout: PAGE_TIMEOUT_MS });
    await listAnswered;
    await assignedDrawn(page);
    return await page.evaluate(snapshotWithoutScript);
  } finally {
    await context.close();
  }
};

/** The provider's sign-in form as a signed-out visitor of /assigned gets it (already a page without script). */
const signInSnapshot = async (browser: Browser, baseUrl: string) => {
  const context = await browser.newContext(mobileContextOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assigned`, { timeout: PAGE_TIMEOUT_MS });
    await signInForm(page).waitFor({ timeout: PAGE_TIMEOUT_MS });
    return await page.evaluate(snapshotWithoutScript);
  } finally {
    await context.close();
  }
};

/**
 * Writes the static twins of the two first visits into the built SPA (issue 32), compressed as the build
 * compresses its files: an API started afterwards serves them with the build's compression and
 * caching. Returns the function that removes them.
 */
export const writeStaticTwins = async (browser: Browser, baseUrl: string, email: string, webDist: string) => {
  const folder = join(webDist, TWINS_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'assigned.html'), await assignedSnapshot(browser, baseUrl, email));
  await writeFile(join(folder, 'sign-in.html'), await signInSnapshot(browser, baseUrl));
  await precompressBuild(folder);
  return () => rm(folder, { recursive: true, force: true });
};

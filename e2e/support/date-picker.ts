import type { Locator, Page } from '@playwright/test';

/**
 * Types a day, or part of one, into a date picker's field (the group named by its label) as a person
 * types mm/dd/yyyy, then leaves it. The field has a section each for month, day and year; each typed
 * section replaces what it held and moves on by itself, so a part typed leaves the rest as it was.
 */
export const typeIntoDatePicker = async (page: Page, field: Locator, mmddyyyy: string) => {
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(mmddyyyy.replaceAll('/', ''));
  await page.keyboard.press('Tab');
};

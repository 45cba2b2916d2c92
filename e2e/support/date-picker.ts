import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types a day, or part of one, into a date picker's field (the group named by its label) as a person
 * types mm/dd/yyyy, then leaves it. The field has a section each for month, day and year; each typed
 * section replaces what it held and moves on by itself, so a part typed leaves the rest as it was.
 * A field drawn a moment ago can drop the first keys of a fast typist: the sections typed are checked,
 * and typed again until they hold what was typed, before the field is left.
 */
export const typeIntoDatePicker = async (page: Page, field: Locator, mmddyyyy: string) => {
  const parts = mmddyyyy.split('/');
  const sections = ['Month', 'Day', 'Year'].slice(0, parts.length).map((name) => field.getByRole('spinbutton', { name }));
  await expect(async () => {
    await sections[0]!.click();
    await page.keyboard.type(parts.join(''));
    for (const [index, section] of sections.entries()) await expect(section).toHaveText(parts[index]!, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Tab');
};

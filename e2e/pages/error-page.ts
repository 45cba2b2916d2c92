import { expect, type Page } from '@playwright/test';

/** Texts of SPEC.md §8, exactly as written. */
export const ACCESS_DENIED =
  'We apologize, but it appears you do not have permissions to view this page. Please check the link and try again, or contact your support team to request access.';
export const INVALID_URL =
  'We apologize, but it appears that the link you have provided is invalid. Please check the link and try again, or contact your support team if you continue to have an issue.';

export class ErrorPage {
  constructor(private readonly page: Page) {}

  async expectAccessDenied() {
    await expect(this.page).toHaveURL(/\/403$/);
    await expect(this.page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
  }

  async expectNotFound() {
    await expect(this.page).toHaveURL(/\/404$/);
    await expect(this.page.getByText(INVALID_URL, { exact: true })).toBeVisible();
  }
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe reads colours as they are drawn: a toast or drawer still fading in reads as too faint for its
 * contrast. Waits until every animation that ends (a fade, a slide, a ripple) has ended; a spinner's
 * endless one is left running.
 */
const animationsEnded = (page: Page) =>
  page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );

/** No serious or critical accessibility violation on the page as it is now. */
export const expectAccessible = async (page: Page, context: string) => {
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page })
    // options() replaces what withTags() set, so the tags go after it.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${context}`).toEqual([]);
};

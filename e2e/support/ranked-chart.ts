import { expect, type Locator } from '@playwright/test';

/**
 * The names a ranked chart (components/charts/ranked-bar-chart.tsx) draws beside its bars, each with
 * its lines joined back by a space, and whether it sits inside the chart.
 */
export const rankedChartNames = async (chart: Locator) => {
  await expect(chart.locator('text.RankedBarChart-name').first()).toBeVisible();
  return chart.locator('text.RankedBarChart-name').evaluateAll((texts) =>
    texts.map((text) => {
      const box = text.getBoundingClientRect();
      const frame = text.closest('svg')!.getBoundingClientRect();
      return { name: [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '), inside: box.left >= frame.left && box.right <= frame.right };
    }),
  );
};

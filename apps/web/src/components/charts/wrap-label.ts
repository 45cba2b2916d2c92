/** How wide a text is, in px, at the labels' font. */
export type MeasureText = (text: string) => number;

/**
 * A label broken at its spaces into lines no wider than `width` (greedy, as a paragraph wraps), so a
 * long name shows whole on a narrow screen. A single word wider than `width` keeps a line to itself.
 */
export const wrapLabel = (label: string, width: number, measure: MeasureText): string[] => {
  const lines: string[] = [];
  for (const word of label.split(' ').filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

/** Measures with a canvas at `font` (a CSS font shorthand); about 0.6 em a character where there is none. */
export const canvasMeasure = (font: string, fontSize: number): MeasureText => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * fontSize * 0.6;
  context.font = font;
  return (text) => context.measureText(text).width;
};

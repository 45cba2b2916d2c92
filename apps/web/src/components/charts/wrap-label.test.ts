import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

/** 7 px a character. */
const measure = (text: string) => text.length * 7;

describe('a chart label wrapped to its width', () => {
  it('keeps every word, breaking at spaces into lines that fit', () => {
    const label = 'Registered Nurse · Medical-Surgical · IL';
    const lines = wrapLabel(label, 126, measure);
    expect(lines).toEqual(['Registered Nurse ·', 'Medical-Surgical ·', 'IL']);
    expect(lines.join(' ')).toBe(label);
    expect(lines.every((line) => measure(line) <= 126)).toBe(true);
  });

  it('keeps a label that fits on one line, and a word wider than the line on its own', () => {
    expect(wrapLabel('Mercy · ICU', 200, measure)).toEqual(['Mercy · ICU']);
    expect(wrapLabel('Cardiothoracic · ICU', 70, measure)).toEqual(['Cardiothoracic', '· ICU']);
  });
});

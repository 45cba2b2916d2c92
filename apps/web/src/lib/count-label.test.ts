import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countLabel(1, 'archived file')).toBe('1 archived file');
    expect(countLabel(0, 'archived file')).toBe('0 archived files');
    expect(countLabel(4, 'archived file')).toBe('4 archived files');
    expect(countLabel(2, 'category', 'categories')).toBe('2 categories');
  });
});

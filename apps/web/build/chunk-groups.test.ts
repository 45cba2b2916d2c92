import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, compileHintOf } from './chunk-groups';

describe('compileHintOf', () => {
  it('starts the file of every group with the compile hint', () => {
    for (const group of CHUNK_GROUPS) expect(compileHintOf({ name: group.name })).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves the files of the pages and their parts without it', () => {
    for (const name of ['assigned-page', 'report-chart', 'index']) expect(compileHintOf({ name })).toBe('');
  });
});

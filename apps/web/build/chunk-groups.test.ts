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

describe('the forms group', () => {
  const forms = CHUNK_GROUPS.find((group) => group.name === 'forms')!;
  const takes = (id: string) => (forms.test as (id: string) => boolean)(id);

  it('takes the form libraries and the shared form parts, on any platform', () => {
    expect(takes('/app/node_modules/@mui/x-date-pickers/DatePicker/DatePicker.js')).toBe(true);
    expect(takes('C:\\app\\node_modules\\react-hook-form\\dist\\index.esm.mjs')).toBe(true);
    expect(takes('/app/apps/web/src/components/form-fields/date-field.tsx')).toBe(true);
    expect(takes('C:\\app\\apps\\web\\src\\components\\side-drawer\\side-drawer-form.tsx')).toBe(true);
  });

  it('leaves what pages without a form use, and does not take the dependencies of what it takes', () => {
    expect(takes('/app/node_modules/@mui/material/TextField/TextField.js')).toBe(false);
    expect(takes('/app/apps/web/src/components/list/list-page.tsx')).toBe(false);
    expect(forms).toMatchObject({ includeDependenciesRecursively: false });
  });
});

import { http, HttpResponse } from 'msw';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { addCustomReport, updateCustomReport, type SavedReport } from '@portal/domain/api/custom-reports';
import { getInsightFilters, previewCustomReport, type PreviewCustomReportRequest } from '@portal/domain/api/insights';
import { ALL_FLAGS_ON, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { CustomReportEditor } from './custom-report-editor';

const SAVED: SavedReport = {
  id: '0b4f8a36-5c61-4b5e-9d65-3a3c2b7c1e01',
  name: 'Headcount in ICU',
  shape: { dataset: 'assignmentMonths', dimensions: ['month'], measures: ['headcount'], chartType: 'bar' },
  shared: false,
  filters: { from: '2026-01-01', to: '2026-06-30', unit: 'ICU' },
  version: 1,
  ownerName: 'A',
  mine: true,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const previewAnswer = (request: PreviewCustomReportRequest) => ({
  report: { id: 'custom', name: 'Custom report', description: '', dataset: request.shape.dataset, chartType: request.shape.chartType, dated: true },
  chartMeasures: request.shape.measures,
  columns: [...request.shape.dimensions, ...request.shape.measures].map((id, index) => ({ id, label: id, kind: index < request.shape.dimensions.length ? 'dimension' : 'measure', format: 'text' })),
  rows: [],
  truncated: false,
  from: null,
  to: null,
});

const SHAPE = { dataset: 'assignmentMonths', dimensions: ['month'], measures: ['headcount'], chartType: 'bar' } as const;

const setUp = (report?: SavedReport, session = sessionFor('Client Admin')) => {
  const previews: PreviewCustomReportRequest[] = [];
  const saves: unknown[] = [];
  server.use(
    http.get(callPath(getInsightFilters), () => HttpResponse.json({ hospitals: [], units: ['ICU'], titles: ['RN'] })),
    http.post(callPath(previewCustomReport), async ({ request }) => {
      const body = (await request.json()) as PreviewCustomReportRequest;
      previews.push(body);
      return HttpResponse.json(previewAnswer(body));
    }),
    http.post(callPath(addCustomReport), async ({ request }) => {
      saves.push(await request.json());
      return HttpResponse.json({ ...SAVED, shared: true }, { status: 201 });
    }),
    http.put(callPath(updateCustomReport), async ({ request }) => {
      saves.push(await request.json());
      return HttpResponse.json({ ...SAVED, version: 2 });
    }),
  );
  renderAt(<CustomReportEditor report={report} onDone={() => undefined} />, { session });
  return { previews, saves };
};

describe('the custom report builder', () => {
  it('previews the shape as the user builds it, and asks for a group-by before previewing', async () => {
    const { previews } = setUp();
    await waitFor(() => expect(previews.at(-1)?.shape).toEqual({ dataset: 'assignmentMonths', dimensions: ['month'], measures: ['headcount'], chartType: 'bar' }));
    const groupBy = screen.getByRole('group', { name: 'Group by' });
    await userEvent.click(within(groupBy).getByRole('checkbox', { name: 'Hospital' }));
    await waitFor(() => expect(previews.at(-1)?.shape.dimensions).toEqual(['month', 'hospital']));
    await userEvent.click(within(groupBy).getByRole('checkbox', { name: 'Month' }));
    await userEvent.click(within(groupBy).getByRole('checkbox', { name: 'Hospital' }));
    expect(await screen.findByText('Choose at least one field to group by and one measure to see the report.')).toBeInTheDocument();
    // MUI's checkboxes and the debounced preview take a while on a busy machine.
  }, 30_000);

  it('offers a dataset only to whoever may open it: timecard weeks need ViewTimecards and the timecards flag', async () => {
    const offered = async () => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Dataset' }));
      const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    setUp();
    expect(await offered()).toEqual(expect.arrayContaining(['Timecard weeks', 'Clinician evaluations', 'Invoice lines']));
    cleanup();
    setUp(undefined, sessionFor('Client Admin', { flags: { ...ALL_FLAGS_ON, timecards: false } }));
    const withoutFlag = await offered();
    expect(withoutFlag).toContain('Clinician evaluations');
    expect(withoutFlag).not.toContain('Timecard weeks');
  }, 30_000);

  it('says what is missing instead of saving, then saves the report shared', async () => {
    const { saves } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for the report.')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await userEvent.click(screen.getByRole('textbox', { name: /Report name/ }));
    await userEvent.paste('Headcount by month');
    await userEvent.click(screen.getByRole('switch', { name: 'Share with my network' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves).toEqual([{ name: 'Headcount by month', shape: SHAPE, shared: true, filters: {} }]),
    );
  }, 30_000);

  it('keeps an overlong name whole and names the limit before any save, saving nothing', async () => {
    const { saves } = setUp();
    await userEvent.click(screen.getByRole('textbox', { name: /Report name/ }));
    await userEvent.paste('x'.repeat(300));
    expect(screen.getByRole('textbox', { name: /Report name/ })).toHaveValue('x'.repeat(300));
    expect(screen.getByText('A report name has at most 100 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual([]);
  }, 30_000);

  it('edits a saved report from its saved filters, and saves the filters chosen', async () => {
    const { previews, saves } = setUp(SAVED);
    await waitFor(() => expect(previews.at(-1)?.filters).toEqual(SAVED.filters));
    // The portal's date picker shows the saved day as MM/dd/yyyy.
    expect(within(screen.getByRole('group', { name: 'From' })).getByDisplayValue('01/01/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Title' }));
    await userEvent.click(await screen.findByRole('option', { name: 'RN' }));
    await waitFor(() => expect(previews.at(-1)?.filters).toEqual({ ...SAVED.filters, title: 'RN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toEqual([{ name: SAVED.name, shape: SHAPE, shared: false, filters: { ...SAVED.filters, title: 'RN' }, version: 1 }]));
  }, 30_000);
});

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getInsightDashboard, saveInsightDashboard, type InsightDashboard } from '@portal/domain/api/custom-reports';
import { runInsightReport, type ReportResult, type ReportSummary } from '@portal/domain/api/insights';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { DEFAULT_SET_NOTE, InsightDashboardPage } from './insight-dashboard-page';

const summary = (id: string, name: string): ReportSummary => ({ id, name, description: `${name} described`, dataset: 'startsStops', chartType: 'bar', dated: true });
const A = summary('extension-rate', 'Extension Rate');
const B = summary('time-to-fill-by-title', 'Time to Fill by Title');

const result = (report: ReportSummary): ReportResult => ({
  report,
  chartMeasures: ['starts'],
  columns: [
    { id: 'month', label: 'Month', kind: 'dimension', format: 'month' },
    { id: 'starts', label: 'Starts', kind: 'measure', format: 'count' },
  ],
  rows: [['2026-10', 3]],
  truncated: false,
  from: '2026-01-01',
  to: '2026-12-31',
});

const handlers = (dashboard: InsightDashboard, saved: string[][]) => [
  http.get(callPath(getInsightDashboard), () => HttpResponse.json(dashboard)),
  http.get(callPath(runInsightReport).replace(':reportId', ':id'), ({ params }) => HttpResponse.json(result(params.id === A.id ? A : B))),
  http.put(callPath(saveInsightDashboard), async ({ request }) => {
    const { reportIds } = (await request.json()) as { reportIds: string[] };
    saved.push(reportIds);
    return HttpResponse.json({ arranged: true, reports: reportIds.map((id) => (id === A.id ? A : B)) });
  }),
];

describe('the insights dashboard', () => {
  it('shows each report as a card and sends the new order when one moves up', async () => {
    const saved: string[][] = [];
    server.use(...handlers({ arranged: true, reports: [A, B] }, saved));
    renderAt(<InsightDashboardPage />, { session: sessionFor('Client Admin') });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([A.name, B.name]);
    expect(within(cards[0]!).getByRole('button', { name: `Move ${A.name} up` })).toBeDisabled();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: `Move ${B.name} up` }));
    await waitFor(() => expect(saved).toEqual([[B.id, A.id]]));
    await waitFor(async () => expect((await screen.findAllByRole('article')).map((card) => within(card).getByRole('heading').textContent)).toEqual([B.name, A.name]));
    expect(screen.queryByText(DEFAULT_SET_NOTE)).not.toBeInTheDocument();
  });

  it('says when it shows the default set, and unpins a report', async () => {
    const saved: string[][] = [];
    server.use(...handlers({ arranged: false, reports: [A, B] }, saved));
    renderAt(<InsightDashboardPage />, { session: sessionFor('Client Admin') });
    expect(await screen.findByText(DEFAULT_SET_NOTE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Unpin ${A.name}` }));
    await waitFor(() => expect(saved).toEqual([[B.id]]));
  });
});

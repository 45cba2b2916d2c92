import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { addAssignmentEvaluation, getAssignmentEvaluation, type EvaluationRequest } from '@portal/domain/api/evaluations';
import { DO_NOT_RETURN_DETAILS_REQUIRED, DO_NOT_RETURN_REASON_REQUIRED, EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { AssignmentDetailsPage } from '../details/assignment-details-page';
import { DEAL_ID, DETAILS_PATH, detailsHandlers, evaluationOf } from '../assignment-details.test-kit';

const OPEN = evaluationOf(DEAL_ID, { open: true, actions: { evaluate: true, edit: false, confirmDoNotReturn: false, liftDoNotReturn: false } });

const chooseOption = async (drawer: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(drawer).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const openDrawer = async () => {
  renderAt(<AssignmentDetailsPage />, { session: sessionFor('General User'), path: DETAILS_PATH, route: '/assigned/:travelerId' });
  const card = await screen.findByRole('region', { name: 'Evaluation' });
  expect(card).toHaveTextContent('Not evaluated yet. Due by 01/22/2026');
  await userEvent.click(within(card).getByRole('button', { name: 'Evaluate' }));
  return screen.findByRole('dialog', { name: /^Evaluate / });
};

describe('Evaluation card', () => {
  it('stays hidden outside the window when nothing was written', async () => {
    server.use(...detailsHandlers());
    renderAt(<AssignmentDetailsPage />, { session: sessionFor('General User'), path: DETAILS_PATH, route: '/assigned/:travelerId' });
    expect(await screen.findByRole('region', { name: 'Current Assignment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Evaluation' })).not.toBeInTheDocument();
  });

  it('asks a Do not return for its reason and what happened, then sends only what the answer needs', async () => {
    const sent: EvaluationRequest[] = [];
    server.use(
      http.get(callPath(getAssignmentEvaluation), () => HttpResponse.json(OPEN)),
      http.post(callPath(addAssignmentEvaluation), async ({ request }) => {
        sent.push((await request.json()) as EvaluationRequest);
        return HttpResponse.json(OPEN, { status: 201 });
      }),
      ...detailsHandlers(),
    );
    const drawer = await openDrawer();
    await chooseOption(drawer, /^Clinical skills/, '4 - Good');
    await chooseOption(drawer, /^Reliability/, '2 - Below expectations');
    await chooseOption(drawer, /^Teamwork/, '3 - Meets expectations');
    await chooseOption(drawer, /^Would you take them again/, 'Do not return');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(DO_NOT_RETURN_REASON_REQUIRED)).toBeInTheDocument();
    expect(within(drawer).getByText(DO_NOT_RETURN_DETAILS_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await chooseOption(drawer, /^Reason/, 'Attendance or punctuality');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^What happened/ }), 'Missed two shifts.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVALUATION_SAVED)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        clinicalSkills: 4,
        reliability: 2,
        teamwork: 3,
        rehire: 'Do not return',
        doNotReturnReason: 'Attendance or punctuality',
        doNotReturnDetails: 'Missed two shifts.',
      },
    ]);
  });
});

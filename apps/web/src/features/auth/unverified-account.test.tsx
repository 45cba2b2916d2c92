import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { resendActivationEmail } from '@portal/domain/api/invitations';
import { contactFor, NORTHWIND } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { UnverifiedAccount } from './unverified-account';

const contact = { ...contactFor('General User', NORTHWIND), isVerified: false };
const TOO_SOON = 'An invitation was sent to you less than a minute ago. Please wait a minute before asking for another.';

const clickResend = async () => {
  const button = screen.getByRole('button', { name: 'Resend' });
  await userEvent.click(button);
  return button;
};

describe('the unverified account page', () => {
  it("resends the user's own invitation and says so", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(callPath(resendActivationEmail), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('email'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAt(<UnverifiedAccount contact={contact} />);
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    const button = await clickResend();
    expect(await screen.findByText('The invitation has been sent again. Please check your e-mail.')).toBeInTheDocument();
    expect(asked).toEqual([contact.email]);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows the server's message when asked again within a minute, without reporting an error", async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(callPath(resendActivationEmail), () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: TOO_SOON }, { status: 429 }),
      ),
    );
    renderAt(<UnverifiedAccount contact={contact} />);
    await clickResend();
    expect(await screen.findByText(TOO_SOON)).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports any other failure and shows the common message', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(callPath(resendActivationEmail), () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' }, { status: 500 }),
      ),
    );
    renderAt(<UnverifiedAccount contact={contact} />);
    await clickResend();
    expect(await screen.findByText('Oops, something went wrong. Please try again.')).toBeInTheDocument();
    expect(report).toHaveBeenCalledOnce();
  });
});

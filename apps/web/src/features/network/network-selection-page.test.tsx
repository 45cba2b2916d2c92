import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSelectedNetwork } from '@/lib/selected-network';
import { DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { accountHandlers } from '@/test/handlers.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { NetworkSelectionPage } from './network-selection-page';

describe('network selection', () => {
  it('offers the networks sorted in a dropdown labelled Network and continues home with the choice', async () => {
    server.use(...accountHandlers({ userType: 'Internal Viewer', flags: () => DEFAULT_FLAGS }));
    const { router } = renderAt(<NetworkSelectionPage />, {
      session: sessionFor('Internal Viewer', { network: null }),
      path: '/internal-user-network-selection',
    });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    const select = await screen.findByRole('combobox', { name: 'Network' });
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Lakeside Medical Center', 'Northwind Health']);
    await userEvent.click(screen.getByRole('option', { name: 'Northwind Health' }));
    await userEvent.click(continueButton);
    expect(readSelectedNetwork()?.networkName).toBe('Northwind Health');
    expect(router.state.location.pathname).toBe('/');
  });
});

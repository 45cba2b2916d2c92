import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISPUTE_TEXT_MAX } from '@portal/domain/api/invoices';
import { DisputeTextForm } from './dispute-text-form';

describe('DisputeTextForm', () => {
  it('keeps an overlong reason whole, names the limit and its length, and refuses to submit it', async () => {
    const onSubmit = vi.fn(() => undefined);
    render(<DisputeTextForm label="Reason for dispute" submitLabel="Submit Dispute" pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('textbox', { name: /Reason for dispute/ }));
    await userEvent.paste('a'.repeat(2500));
    expect(screen.getByRole('textbox', { name: /Reason for dispute/ })).toHaveValue('a'.repeat(2500));
    expect(screen.getByText(`Maximum length is ${DISPUTE_TEXT_MAX} characters Current length: 2500`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Dispute' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

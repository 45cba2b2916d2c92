import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { ProfilePage } from './profile-page';
import { ProfileForm } from '@portal/domain/users/profile-form';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';

describe('ProfilePage', () => {
  it("shows the signed-in user's details and form", () => {
    renderAt(<ProfilePage />, { session: sessionFor('General User'), path: '/profile' });
    expect(screen.getByText('morgan@northwind.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Morgan');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('(206) 555-0103');
  });

  it('disables Update with the no-access tooltip without ViewProfile', async () => {
    const session = sessionFor('General User');
    const privileges = new Set([...session.privileges].filter((p) => p !== 'ViewProfile'));
    renderAt(<ProfilePage />, { session: { ...session, privileges, subject: { ...session.subject, privileges } }, path: '/profile' });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.hover(update.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_ACCESS_TO_ACTION);
  });
});

describe('profile form rules (SPEC.md §5)', () => {
  const messages = (value: Partial<ProfileForm>) => {
    const result = ProfileForm.safeParse({ firstName: 'Ann', lastName: 'Lee', phoneNumber: '(206) 555-0103', ...value });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('uses the exact messages', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ firstName: '' })).toContain('This field is required');
    expect(messages({ firstName: ' Ann' })).toEqual(['Invalid Formatting']);
    expect(messages({ lastName: 'x'.repeat(51) })).toEqual(['Last name must be at most 50 characters']);
    expect(messages({ phoneNumber: '555-0103' })).toEqual(['Invalid formatting']);
    expect(messages({ phoneNumber: '0065550103' })).toEqual(['This is not a valid phone number']);
    expect(messages({ phoneNumber: '(222) 222-2222' })).toEqual(['This is not a valid phone number']);
  });
});

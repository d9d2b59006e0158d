import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

import { anAccountUser, sessionWithServer } from '../testing/account-session';
import { PASSWORD_CHANGED, ProfileCard } from './profile-card';

const fetchMock = vi.fn<typeof fetch>();

const user = anAccountUser({ email: 'olive@liftline.test' });

async function openPasswordForm() {
  renderApp(<ProfileCard user={user} />, {
    fetch: fetchMock,
    authLogic: sessionWithServer(user).logic,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  const current = (await screen.findByLabelText('Current password')) as HTMLInputElement;
  return {
    current,
    next: screen.getByLabelText('New password') as HTMLInputElement,
    repeat: screen.getByLabelText('Repeat the new password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

function fill(
  fields: Awaited<ReturnType<typeof openPasswordForm>>,
  values: [current: string, next: string, repeat: string],
) {
  fireEvent.change(fields.current, { target: { value: values[0] } });
  fireEvent.change(fields.next, { target: { value: values[1] } });
  fireEvent.change(fields.repeat, { target: { value: values[2] } });
  fireEvent.click(fields.submit);
}

afterEach(() => {
  fetchMock.mockReset();
});

describe('ChangePasswordForm', () => {
  it('requires every field, focusing the first missing one', async () => {
    const fields = await openPasswordForm();
    expect(document.activeElement).toBe(fields.current);
    fireEvent.click(fields.submit);
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Enter a new password.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fields.current));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [['old-secret-1', 'short', 'short'], 'New password', 'Use at least 8 characters.'],
    [
      ['old-secret-1', 'old-secret-1', 'old-secret-1'],
      'New password',
      'Choose a password different from your current one.',
    ],
    [
      ['old-secret-1', 'new-secret-22', 'new-secret-23'],
      'Repeat the new password',
      'The passwords do not match.',
    ],
  ] as const)('refuses %j: %s says "%s"', async (values, label, message) => {
    const fields = await openPasswordForm();
    fill(fields, [...values]);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password (422) beside its field with the validation toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'The given data was invalid.',
          slug: 'validation_failed',
          errors: { current_password: ['is not your current password'] },
        },
        422,
      ),
    );
    const fields = await openPasswordForm();
    fill(fields, ['wrong-secret', 'new-secret-22', 'new-secret-22']);

    expect(await screen.findByText('Is not your current password.')).toBeTruthy();
    expect(fields.current.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fields.current));
    const toast = screen.getAllByRole('alert').find((node) => node.textContent?.includes('Oops!'));
    expect(toast?.textContent).toContain(VALIDATION_ERROR_MESSAGE);

    // Once a later attempt succeeds, the stale error toast goes away.
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Your password has been changed.' }));
    fireEvent.change(fields.current, { target: { value: 'old-secret-1' } });
    fireEvent.click(fields.submit);
    expect((await screen.findByText(PASSWORD_CHANGED.message)).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(screen.queryByText(VALIDATION_ERROR_MESSAGE)).toBeNull();
  });

  it('shows other failures (429) in the error toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: 'Too many attempts. Please try again in 60 seconds.', slug: 'rate_limited' },
        429,
      ),
    );
    const fields = await openPasswordForm();
    fill(fields, ['old-secret-1', 'new-secret-22', 'new-secret-22']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again in 60 seconds.',
    );
  });

  it('sends the three fields, then closes with the confirmation', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Your password has been changed.' }));
    const fields = await openPasswordForm();
    fill(fields, ['old-secret-1', 'new-secret-22', 'new-secret-22']);

    expect((await screen.findByText(PASSWORD_CHANGED.message)).getAttribute('aria-live')).toBe(
      'polite',
    );
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('http://liftline.test/api/v1/user/change-password');
    expect(await request.clone().json()).toEqual({
      current_password: 'old-secret-1',
      password: 'new-secret-22',
      password_confirmation: 'new-secret-22',
    });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' }));
  });
});

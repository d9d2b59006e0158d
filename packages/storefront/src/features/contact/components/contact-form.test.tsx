import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json, validationError, type FakeHandler } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { ContactForm } from './contact-form';

const RECEIPT = {
  id: 881,
  reference: 'C-2026-000881',
  status: 'received',
  created_at: '2026-03-02T15:04:05Z',
};

function renderForm(answer: FakeHandler = () => json(RECEIPT, 201)) {
  const api = fakeApi({ 'POST /contact-branch': answer });
  renderApp(
    <ContactForm
      branchId={3}
      equipmentId={7}
      initialValues={{ subject: 'Question about the forklift' }}
    />,
    { api },
  );
  return api;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
/** The message shown for a field (its `aria-describedby` target). */
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ').pop()!)?.textContent : undefined;
};

function fillValid() {
  type('Name', '  Pat Buyer ');
  type('E-mail', 'pat@example.com');
  type('Message', 'Is it still available?');
}

async function sentBody(api: ReturnType<typeof renderForm>): Promise<unknown> {
  await waitFor(() => expect(api.calls('POST /contact-branch')).toHaveLength(1));
  return api.calls('POST /contact-branch')[0]!.body;
}

describe('ContactForm', () => {
  it('shows a message at each invalid field, focuses the first, and sends nothing', async () => {
    const api = renderForm();
    type('Subject', '');
    type('E-mail', 'pat@');

    submit();

    await waitFor(() => expect(errorOf('Name')).toBe('Enter your name'));
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address, like name@example.com');
    expect(errorOf('Subject')).toBe('Enter a subject');
    expect(errorOf('Message')).toBe('Enter your message');
    expect(errorOf('Phone (optional)')).toBeUndefined();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Name')));
    // The summary lists every field in error.
    expect(screen.getByText('4 fields need attention.')).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
  });

  it('checks the lengths the API allows', async () => {
    const api = renderForm();
    fillValid();
    type('Phone (optional)', '1'.repeat(31));
    type('Message', 'x'.repeat(5001));

    submit();

    await waitFor(() => expect(errorOf('Phone (optional)')).toBe('Use at most 30 characters'));
    expect(errorOf('Message')).toBe('Use at most 5,000 characters');
    expect(api.calls()).toHaveLength(0);
  });

  it('clears a field’s message once it is edited', async () => {
    renderForm();
    submit();
    await waitFor(() => expect(errorOf('Name')).toBe('Enter your name'));

    type('Name', 'P');

    await waitFor(() => expect(errorOf('Name')).toBeUndefined());
    expect(errorOf('Message')).toBe('Enter your message');
  });

  it('sends the trimmed message to the branch about the unit, then shows the reference and starts over', async () => {
    const api = renderForm();
    fillValid();

    submit();

    expect(await sentBody(api)).toEqual({
      branch_id: 3,
      equipment_id: 7,
      name: 'Pat Buyer',
      email: 'pat@example.com',
      phone: null,
      subject: 'Question about the forklift',
      message: 'Is it still available?',
      locale: 'en',
    });
    const success = await screen.findByRole('status');
    expect(success.textContent).toContain('Your reference is C-2026-000881');
    expect(document.activeElement).toBe(success);
    expect(input('Name').value).toBe('');
    expect(input('Message').value).toBe('');
    expect(input('Subject').value).toBe('Question about the forklift');
  });

  it('marks the button busy while sending and ignores a second submit', async () => {
    let answer: (response: Response) => void = () => {};
    const api = renderForm(() => new Promise((resolve) => (answer = resolve)));
    fillValid();

    submit();

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(api.calls('POST /contact-branch')).toHaveLength(1);
    answer(json(RECEIPT, 201));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('shows a 422’s messages at their fields with the validation toast', async () => {
    renderForm(() =>
      validationError({
        email: ['The e-mail address is not valid.'],
        branch_id: ['The selected branch does not exist.'],
      }),
    );
    fillValid();

    submit();

    await waitFor(() => expect(errorOf('E-mail')).toBe('The e-mail address is not valid.'));
    await waitFor(() => expect(document.activeElement).toBe(input('E-mail')));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(
      alerts.some(
        (text) =>
          text?.includes('Oops!') && text.includes('Validation Error: Check inputs and try again.'),
      ),
    ).toBe(true);
    // A field the form does not show: said in the summary at the top of the form.
    expect(screen.getByText('The selected branch does not exist.').tagName).toBe('LI');
    // What was typed stays.
    expect(input('Message').value).toBe('Is it still available?');
  });

  it('shows the server’s message in the error toast when sending too often (429)', async () => {
    renderForm(() => apiError(429, 'Too many messages. Try again in a minute.'));
    fillValid();

    submit();

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(toast.textContent).toContain(
      'Too Many Requests: Too many messages. Try again in a minute.',
    );
  });

  it('shows other failures in the error toast and keeps the input', async () => {
    renderForm(() => apiError(500, 'Please try later.'));
    fillValid();

    submit();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Internal Server Error: Please try later.',
    );
    expect(input('Name').value).toBe('  Pat Buyer ');
  });
});

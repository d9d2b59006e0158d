import { jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { ContactForm } from './contact-form';

const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn<typeof fetch>() }));
vi.mock('@/lib/api-client', async () => {
  const { createClient } = await import('@liftline/sdk');
  return {
    apiClient: createClient({
      baseUrl: 'http://liftline.test/api',
      fetch: (input, init) => fetchMock(input, init),
    }),
    apiClientEvents: { subscribe: () => () => {}, emit: () => {} },
  };
});

const RECEIPT = {
  id: 881,
  reference: 'C-2026-000881',
  status: 'received',
  created_at: '2026-03-02T15:04:05Z',
};

function renderForm() {
  return renderApp(
    <ContactForm
      branchId={3}
      equipmentId={7}
      initialValues={{ subject: 'Question about the forklift' }}
    />,
  );
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

async function sentBody(): Promise<unknown> {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const request = fetchMock.mock.calls[0]?.[0] as Request;
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/api/v1/contact-branch');
  return request.json();
}

afterEach(() => fetchMock.mockReset());

describe('ContactForm', () => {
  it('shows a message at each invalid field, focuses the first, and sends nothing', () => {
    renderForm();
    type('Subject', '');
    type('E-mail', 'pat@');

    submit();

    expect(errorOf('Name')).toBe('Enter your name');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address, like name@example.com');
    expect(errorOf('Subject')).toBe('Enter a subject');
    expect(errorOf('Message')).toBe('Enter your message');
    expect(errorOf('Phone (optional)')).toBeUndefined();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the lengths the API allows', () => {
    renderForm();
    fillValid();
    type('Phone (optional)', '1'.repeat(31));
    type('Message', 'x'.repeat(5001));

    submit();

    expect(errorOf('Phone (optional)')).toBe('Use at most 30 characters');
    expect(errorOf('Message')).toBe('Use at most 5,000 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s message once it is edited', () => {
    renderForm();
    submit();
    expect(errorOf('Name')).toBe('Enter your name');

    type('Name', 'P');

    expect(errorOf('Name')).toBeUndefined();
    expect(errorOf('Message')).toBe('Enter your message');
  });

  it('sends the trimmed message to the branch about the unit, then shows the reference and starts over', async () => {
    fetchMock.mockResolvedValue(jsonResponse(RECEIPT, 201));
    renderForm();
    fillValid();

    submit();

    expect(await sentBody()).toEqual({
      branch_id: 3,
      equipment_id: 7,
      name: 'Pat Buyer',
      email: 'pat@example.com',
      phone: null,
      subject: 'Question about the forklift',
      message: 'Is it still available?',
    });
    const success = await screen.findByRole('status');
    expect(success.textContent).toContain('Your reference is C-2026-000881');
    expect(document.activeElement).toBe(success);
    expect(input('Name').value).toBe('');
    expect(input('Message').value).toBe('');
    expect(input('Subject').value).toBe('Question about the forklift');
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    fillValid();

    submit();

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(RECEIPT, 201));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('shows a 422’s messages at their fields with the validation toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'The given data was invalid.',
          slug: 'validation_failed',
          errors: {
            email: ['The e-mail address is not valid.'],
            branch_id: ['The selected branch does not exist.'],
          },
        },
        422,
        'Unprocessable Entity',
      ),
    );
    renderForm();
    fillValid();

    submit();

    await waitFor(() => expect(errorOf('E-mail')).toBe('The e-mail address is not valid.'));
    expect(document.activeElement).toBe(input('E-mail'));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(
      alerts.some(
        (text) =>
          text?.includes('Oops!') && text.includes('Validation Error: Check inputs and try again.'),
      ),
    ).toBe(true);
    // A field the form does not show: said at the top of the form.
    expect(alerts).toContain('The selected branch does not exist.');
    // What was typed stays.
    expect(input('Message').value).toBe('Is it still available?');
  });

  it('shows the server’s message when sending too often (429)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: 'Too many messages. Try again in a minute.', slug: 'too_many_requests' },
        429,
        'Too Many Requests',
      ),
    );
    renderForm();
    fillValid();

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages. Try again in a minute.',
    );
  });

  it('shows other failures above the form and keeps the input', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: 'Please try later.', slug: 'server_error' },
        500,
        'Internal Server Error',
      ),
    );
    renderForm();
    fillValid();

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Internal Server Error: Please try later.',
    );
    expect(input('Name').value).toBe('  Pat Buyer ');
  });
});

import { unwrap } from '@liftline/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form/form-field';
import { apiError, fakeApi as createFakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { useApiForm } from './use-api-form';

// The client checks only that an address has an @: the server judges the rest (its 422).
const schema = v.object({
  email: v.pipe(v.string(), v.includes('@', 'Enter an e-mail address.')),
  name: v.string(),
});

/** Two fields; "Mark the name" sets an error the page decides itself and asks for the focus. */
function TwoFieldForm() {
  const { form, formProps, focusInvalid } = useApiForm({
    schema,
    defaultValues: { email: '', name: '' },
    guardUnsaved: false,
    submit: (body, client) => unwrap(client.POST('/user/forgot-password', { body })),
  });
  return (
    <form {...formProps}>
      <FormField form={form} name="name" label="Name">
        {(control) => <input {...control} />}
      </FormField>
      <FormField form={form} name="email" label="E-mail">
        {(control) => <input {...control} type="email" />}
      </FormField>
      <button type="submit">Send</button>
      <button
        type="button"
        onClick={() => {
          form.setError('name', { type: 'page', message: 'Say who you are.' });
          focusInvalid();
        }}
      >
        Mark the name
      </button>
    </form>
  );
}

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  // The frame comes before React's commit (a loaded machine): focusing in a frame callback then
  // finds no field marked invalid yet. The focus must follow the commit, not the next frame.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(performance.now());
    return 0;
  });
  // As in a browser: the promise jobs after a submit handler run while the submit event is still
  // `window.event`, so React renders each update on its own, at once (sync lane). A focus asked
  // for before the errors are set then renders with nothing invalid.
  vi.stubGlobal('event', new Event('submit'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useApiForm focus on the first invalid field', () => {
  it("moves to the field of a server 422 once the field's message is on screen", async () => {
    api.on('POST /user/forgot-password', () =>
      apiError(422, 'Invalid', { errors: { email: ['must match format "email"'] } }),
    );
    renderApp(<TwoFieldForm />, { api });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@exämple.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('must match format "email"');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('moves to the first field the client rules refuse, before anything is sent', async () => {
    renderApp(<TwoFieldForm />, { api });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Enter an e-mail address.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(api.calls()).toHaveLength(0);
  });

  it('focusInvalid() moves to an error the page set in the same update', async () => {
    api.on('POST /user/forgot-password', () => json({ message: 'ok' }, 202));
    renderApp(<TwoFieldForm />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Mark the name' }));

    await screen.findByText('Say who you are.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });
});

import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import RegisterRoute from '@/app/routes/guest/register';
import { aUser } from '@/testing/auth';
import { renderApp as renderAppWith } from '@/testing/render-app';
import { apiError, fakeApi as createFakeApi, json, type FakeApi } from '@/testing/fake-api';
import { testI18n } from '@/testing/test-i18n';
import { accountMessages } from '../lib/auth-schemas';

const MESSAGES = accountMessages(testI18n());

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = createFakeApi();
});

/** The app's providers around `ui`, talking to this test's fake API. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) => renderAppWith(ui, { api: fakeApi, ...options });

const newUser = aUser({
  id: 7,
  name: 'Nia New',
  email: 'nia@example.com',
  email_verified_at: null,
});

/** Registration answers like the server: tokens, and the user on GET /user. */
function serverRegisters(user = newUser) {
  fakeApi.on('PUT /user/register', () =>
    json(
      {
        token: {
          access_token: 'access-1',
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: 'refresh-1',
          refresh_token_expiration: '2100-01-01T00:00:00.000Z',
        },
        user,
      },
      201,
    ),
  );
  fakeApi.on('GET /user', () => json(user));
}

function renderRegister(url = '/guest/user/register') {
  return renderApp(<RegisterRoute />, { url, authLogic: 'real' });
}

async function fill(values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    password_confirmation: 'Confirm password',
    company_name: 'Company (optional)',
  };
  for (const [field, value] of Object.entries(values))
    fireEvent.change(await screen.findByLabelText(labels[field]!), {
      target: { value },
    });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('register', () => {
  it('checks every field before sending: required, with focus on the first invalid field', async () => {
    renderRegister();
    await screen.findByLabelText('Name');

    submit();

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(errorOf('Name')).toBe(MESSAGES.nameRequired);
    expect(errorOf('E-mail')).toBe(MESSAGES.emailRequired);
    expect(errorOf('Password')).toBe(MESSAGES.newPasswordRequired);
    expect(errorOf('Confirm password')).toBe(MESSAGES.confirmationRequired);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls('PUT /user/register')).toHaveLength(0);
  });

  it('checks the e-mail format, the password length and the confirmation', async () => {
    renderRegister();
    await fill({
      name: 'Nia',
      email: 'nia@example',
      password: 'short',
      password_confirmation: 'shorter',
    });

    submit();

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(errorOf('E-mail')).toBe(MESSAGES.emailInvalid);
    expect(errorOf('Password')).toBe(MESSAGES.passwordTooShort);
    expect(errorOf('Confirm password')).toBe(MESSAGES.confirmationMismatch);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('registers, is signed in, and goes to the verification notice', async () => {
    serverRegisters();
    const { history } = renderRegister();
    await fill({
      name: '  Nia New ',
      email: ' nia@example.com ',
      password: 'long enough',
      password_confirmation: 'long enough',
    });

    submit();

    await waitFor(() => expect(history.at(-1)).toBe('/authorized/verification-required'));
    expect(fakeApi.calls('PUT /user/register')[0]?.body).toEqual({
      name: 'Nia New',
      email: 'nia@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
      locale: 'en',
    });
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('sends the company (trimmed) when given: the new account is named after it', async () => {
    serverRegisters();
    const { history } = renderRegister();
    await fill({
      name: 'Nia New',
      company_name: '  New Lifts Inc. ',
      email: 'nia@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
    });
    submit();
    await waitFor(() => expect(history.at(-1)).toBe('/authorized/verification-required'));
    expect(fakeApi.calls('PUT /user/register')[0]?.body).toMatchObject({
      name: 'Nia New',
      company_name: 'New Lifts Inc.',
    });
  });

  it('shows the busy state and sends one request however often it is submitted', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi.on('PUT /user/register', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderRegister();
    await fill({
      name: 'Nia',
      email: 'nia@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
    });

    submit();
    const busy = await screen.findByRole('button', { name: /Creating your account/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    fireEvent.submit(busy.closest('form')!);

    expect(fakeApi.calls('PUT /user/register')).toHaveLength(1);
    answer(apiError(409, 'That e-mail address is already registered.', { slug: 'conflict' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('shows the 422 messages next to their fields with the validation toast', async () => {
    fakeApi.on('PUT /user/register', () =>
      apiError(422, 'The given data was invalid.', {
        slug: 'validation_failed',
        errors: { email: ['must match format "email"'], password: ['is too common'] },
      }),
    );
    renderRegister();
    await fill({
      name: 'Nia',
      email: 'nia@example.com',
      password: 'password1',
      password_confirmation: 'password1',
    });

    submit();

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(VALIDATION_ERROR_MESSAGE);
    expect(errorOf('E-mail')).toBe('must match format "email"');
    expect(errorOf('Password')).toBe('is too common');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('shows a taken e-mail (409) as a form alert with the way to log in', async () => {
    fakeApi.on('PUT /user/register', () =>
      apiError(409, 'That e-mail address is already registered.', { slug: 'conflict' }),
    );
    renderRegister('/guest/user/register?invite=tok-1');
    await fill({
      name: 'Nia',
      email: 'nia@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
    });

    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Conflict: That e-mail address is already registered.');
    expect(screen.getByRole('link', { name: 'Log in instead' }).getAttribute('href')).toBe(
      '/guest/user/login?returnTo=%2Fauthorized%2Faccept-invite%3Ftoken%3Dtok-1&email=nia%40example.com',
    );
    expect(screen.queryByText(VALIDATION_ERROR_MESSAGE)).toBeNull();
  });

  it('comes from an invite: the address is prefilled and the new user goes on to accept it', async () => {
    serverRegisters(aUser({ ...newUser, email: 'invitee@example.com' }));
    const { history } = renderRegister(
      '/guest/user/register?invite=tok-1&email=invitee%40example.com',
    );

    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(
      'invitee@example.com',
    );
    expect(screen.getByText('The invitation was sent to this address.')).toBeTruthy();
    await fill({ name: 'Ivy', password: 'long enough', password_confirmation: 'long enough' });
    submit();

    await waitFor(() => expect(history.at(-1)).toBe('/authorized/accept-invite?token=tok-1'));
  });

  it('tells a signed-in visitor, and leads on to the invite', async () => {
    fakeApi.signIn(aUser());
    renderRegister('/guest/user/register?invite=tok-1');

    expect(
      await screen.findByRole('heading', { name: 'You are logged in as owner@liftline.test' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/authorized/accept-invite?token=tok-1',
    );
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});

describe('register in Spanish', () => {
  it('speaks Spanish, sends locale "es" and goes on to the Spanish verification notice', async () => {
    serverRegisters();
    const { history } = renderRegister('/es/guest/user/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeTruthy();
    expect(screen.getByText('Al menos 8 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Nia New' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'nia@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(errorOf('Contraseña')).toBe('Use al menos 8 caracteres.'));
    expect(errorOf('Confirmar contraseña')).toBe('Las contraseñas no coinciden.');
    expect(fakeApi.calls('PUT /user/register')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), {
      target: { value: 'long enough' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(history.at(-1)).toBe('/es/authorized/verification-required'));
    expect(fakeApi.calls('PUT /user/register')[0]?.body).toMatchObject({ locale: 'es' });
  });
});

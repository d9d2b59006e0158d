import { ApiError } from '@liftline/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginRoute from '@/app/routes/guest/login';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { testI18n } from '@/testing/test-i18n';
import { accountMessages } from '../lib/auth-schemas';

const MESSAGES = accountMessages(testI18n());

const errorOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('login form', () => {
  it('checks the fields before sending, with focus on the first invalid one', async () => {
    const login = vi.fn();
    renderApp(<LoginRoute />, { url: '/guest/user/login', auth: { login } });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'owner@x' } });

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(errorOf('E-mail')).toBe(MESSAGES.emailInvalid);
    expect(errorOf('Password')).toBe(MESSAGES.passwordRequired);
    expect(login).not.toHaveBeenCalled();
  });

  it('prefills the e-mail from the link and sends the trimmed address', async () => {
    const login = vi.fn(() => Promise.resolve({ user: aUser(), refreshTokenExpiresAt: null }));
    const { history } = renderApp(<LoginRoute />, {
      url: '/guest/user/login?email=owner%40liftline.test&returnTo=%2Finvite%3Ftoken%3Dt',
      auth: { login },
    });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('owner@liftline.test');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(history.at(-1)).toBe('/invite?token=t'));
    expect(login).toHaveBeenCalledWith({ email: 'owner@liftline.test', password: 'secret' });
  });

  it('moves focus to the field the server rejected (422)', async () => {
    const login = () =>
      Promise.reject(
        new ApiError(422, 'Unprocessable Entity', {
          message: 'Invalid',
          errors: { password: ['is too long'] },
        }),
      );
    renderApp(<LoginRoute />, { url: '/guest/user/login', auth: { login } });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'owner@liftline.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(errorOf('Password')).toBe('is too long');
  });
});

describe('login form in Spanish', () => {
  it('labels, button and messages are Spanish on /es', async () => {
    const login = vi.fn();
    renderApp(<LoginRoute />, { url: '/es/guest/user/login', auth: { login } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'x@y' } });

    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() =>
      expect(errorOf('Correo electrónico')).toBe(
        'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
      ),
    );
    expect(errorOf('Contraseña')).toBe('Escriba su contraseña.');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('returns to the Spanish page it came from, and to the Spanish account by default', async () => {
    const login = vi.fn(() => Promise.resolve({ user: aUser(), refreshTokenExpiresAt: null }));
    const back = renderApp(<LoginRoute />, {
      url: '/es/guest/user/login?returnTo=%2Fes%2Fquote%3Fx%3D1',
      auth: { login },
    });
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'owner@liftline.test' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(back.history.at(-1)).toBe('/es/quote?x=1'));
    back.unmount();

    const home = renderApp(<LoginRoute />, { url: '/es/guest/user/login', auth: { login } });
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'owner@liftline.test' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(home.history.at(-1)).toBe('/es/authorized/account'));
  });
});

import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { jsonResponse } from '@liftline/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '@/lib/auth';
import { renderApp } from '@/testing/render-app';
import { anAccountUser, sessionWithServer } from '../testing/account-session';
import { PROFILE_SAVED, ProfileCard } from './profile-card';

const fetchMock = vi.fn<typeof fetch>();

/** The card as the dashboard shows it, plus what the rest of the app (the header) would show. */
function Harness() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <p data-testid="session-name">{user.name}</p>
      <a href="/equipment">Equipment</a>
      <ProfileCard user={user} />
    </>
  );
}

const owner = anAccountUser({ name: 'Olive Owner', email: 'olive@liftline.test' });

async function renderCard(user = owner) {
  const session = sessionWithServer(user);
  const result = renderApp(<Harness />, { fetch: fetchMock, authLogic: session.logic });
  await screen.findByRole('heading', { name: 'Profile' });
  return { ...result, server: session.server };
}

async function openEditor() {
  fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  return {
    name: (await screen.findByLabelText('Name')) as HTMLInputElement,
    email: screen.getByLabelText('E-mail') as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save profile' }),
  };
}

const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;

afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

describe('ProfileCard: name and e-mail', () => {
  it('shows the name, the e-mail address and whether it is verified', async () => {
    await renderCard();
    expect(screen.getByText('Olive Owner', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('olive@liftline.test')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('checks the values before sending: an empty name and a bad address, focus on the first', async () => {
    await renderCard();
    const { name, email, save } = await openEditor();
    expect(document.activeElement).toBe(name); // the form opens with focus on its first field
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(save);

    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText('3 fields need attention.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a 422 beside the fields with the validation toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'The given data was invalid.',
          slug: 'validation_failed',
          errors: { name: ['must NOT have more than 100 characters'] },
        },
        422,
      ),
    );
    await renderCard();
    const { name, save } = await openEditor();
    fireEvent.change(name, { target: { value: 'Olive Renamed' } });
    fireEvent.click(save);

    expect(await screen.findByText('Must NOT have more than 100 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const toast = screen.getAllByRole('alert').find((node) => node.textContent?.includes('Oops!'));
    expect(toast?.textContent).toContain(VALIDATION_ERROR_MESSAGE);
  });

  it('shows "address taken" (409) beside the e-mail field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: 'That e-mail address is already registered.', slug: 'conflict' },
        409,
      ),
    );
    await renderCard();
    const { email, save } = await openEditor();
    fireEvent.change(email, { target: { value: 'taken@liftline.test' } });
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'my-password' },
    });
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change your e-mail address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail address' }));

    const message = await screen.findByText('That e-mail address is already registered.', {
      selector: 'p',
    });
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('saves only what changed, then the whole app shows the saved name', async () => {
    const { server } = await renderCard();
    fetchMock.mockImplementation(async () => {
      server.user = { ...server.user, name: 'Olive Renamed' };
      return jsonResponse(server.user);
    });
    const { name, save } = await openEditor();
    fireEvent.change(name, { target: { value: '  Olive Renamed ' } });
    fireEvent.click(save);

    expect((await screen.findByText(PROFILE_SAVED.message)).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().url).toBe('http://liftline.test/api/v1/user/');
    expect(await lastRequest().clone().json()).toEqual({ name: 'Olive Renamed' });
    expect(server.loads).toBe(1); // the session loaded the saved user (user.reload)
    expect(screen.getByTestId('session-name').textContent).toBe('Olive Renamed');
    expect(screen.getByText('Olive Renamed', { selector: 'dd' })).toBeTruthy();
    // The form closed and focus went back to the button that opened it (in the effect that runs
    // after the closed form is painted: React flushes it in a task of its own, so wait for it).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' })),
    );
  });

  it('a new address needs the current password, is confirmed first and then shown as pending', async () => {
    const { server } = await renderCard();
    fetchMock.mockImplementation(async () => {
      server.user = { ...server.user, pending_email: 'new@liftline.test' };
      return jsonResponse(server.user);
    });
    const { email, save } = await openEditor();
    expect(screen.getByText(/A new address must be confirmed/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(email, { target: { value: 'new@liftline.test' } });
    const password = screen.getByLabelText('Current password') as HTMLInputElement;
    expect(password.type).toBe('password');

    fireEvent.click(save);
    expect(
      await screen.findByText('Enter your current password to change your e-mail address.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(password, { target: { value: 'my-password' } });
    fireEvent.click(save);
    let dialog = await screen.findByRole('dialog', { name: 'Change your e-mail address?' });
    expect(dialog.textContent).toContain('new@liftline.test');
    expect(dialog.textContent).toContain('you keep signing in with olive@liftline.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(save);
    dialog = await screen.findByRole('dialog', { name: 'Change your e-mail address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail address' }));
    expect((await screen.findByText(PROFILE_SAVED.message)).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(await lastRequest().clone().json()).toEqual({
      email: 'new@liftline.test',
      current_password: 'my-password',
    });
    // The old address stays (verified) until the new one is confirmed.
    expect(screen.getByText('olive@liftline.test', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    const pending = screen.getByText(/We sent a link to/);
    expect(pending.textContent).toBe(
      'We sent a link to new@liftline.test. Until you confirm it, you keep signing in with olive@liftline.test.',
    );
  });

  it('shows a wrong current password (422) beside its field', async () => {
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
    await renderCard();
    const { email, save } = await openEditor();
    fireEvent.change(email, { target: { value: 'new@liftline.test' } });
    const password = screen.getByLabelText('Current password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change your e-mail address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail address' }));

    expect(await screen.findByText('Is not your current password.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('does not ask when only the letter case of the address changes', async () => {
    const { server } = await renderCard();
    fetchMock.mockImplementation(async () => jsonResponse(server.user));
    const { email, save } = await openEditor();
    fireEvent.change(email, { target: { value: 'Olive@Liftline.test' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(save);
    expect((await screen.findByText(PROFILE_SAVED.message)).getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await lastRequest().clone().json()).toEqual({ email: 'Olive@Liftline.test' });
  });

  it('warns about unsaved changes only while the form differs from the saved profile', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderCard();
    const { name } = await openEditor();
    const link = screen.getByRole('link', { name: 'Equipment' });
    const beforeUnload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    expect(beforeUnload()).toBe(false);

    fireEvent.change(name, { target: { value: 'Olive Edited' } });
    fireEvent.click(link);
    expect(confirm).toHaveBeenCalledOnce();
    expect(beforeUnload()).toBe(true);

    fireEvent.change(name, { target: { value: 'Olive Owner' } }); // back to the saved value
    fireEvent.click(link);
    expect(confirm).toHaveBeenCalledOnce();
    expect(beforeUnload()).toBe(false);
  });

  it('Cancel closes the form without saving and returns focus to "Edit profile"', async () => {
    await renderCard();
    const { name } = await openEditor();
    fireEvent.change(name, { target: { value: 'Discarded' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' })),
    );
    expect(screen.queryByText('Discarded')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProfileCard: language', () => {
  it('saves the chosen language as the user’s locale, and shows it', async () => {
    const { server } = await renderCard();
    expect(screen.getByText('English', { selector: 'dd' })).toBeTruthy();
    fetchMock.mockImplementation(async () => {
      server.user = { ...server.user, locale: 'es' };
      return jsonResponse(server.user);
    });
    const { save } = await openEditor();
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
    ]);

    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(save);

    await screen.findByText(PROFILE_SAVED.message);
    expect(await lastRequest().clone().json()).toEqual({ locale: 'es' });
    expect(screen.getByText('Español', { selector: 'dd' })).toBeTruthy();
  });

  it('speaks Spanish on a Spanish page and keeps a Spanish user’s language', async () => {
    const spanish = anAccountUser({ name: 'Olga Obra', email: 'olga@liftline.test', locale: 'es' });
    const session = sessionWithServer(spanish);
    renderApp(<Harness />, {
      url: '/es/authorized/account',
      fetch: fetchMock,
      authLogic: session.logic,
    });
    await screen.findByRole('heading', { name: 'Perfil' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const language = (await screen.findByLabelText('Idioma')) as HTMLSelectElement;
    expect(language.value).toBe('es');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Escriba su nombre.')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json, validationError } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aPage, DEALER_MANAGER } from '../testing/dealer-fixtures';

const SITES = '/authorized/account/dealers';
const manager = aUser({ permissions: DEALER_MANAGER });

function openForm(onCreate: () => Response = () => json({}, 500)) {
  const api = fakeApi({
    'GET /account/:id/dealer-sites': () => json(aPage([])),
    'POST /account/:id/dealer-sites': onCreate,
  });
  renderApp(<AppRouter />, { api, user: manager, url: SITES });
  return api;
}

const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');
const summary = () => screen.queryByText(/needs? attention/);
/** Lets the promises already queued (a schema check) end. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const register = () => fireEvent.click(screen.getByRole('button', { name: 'Register the site' }));

// The page's lazy chunk, loaded once before the first test (its import is not what is tested).
beforeAll(() => import('@/app/routes/account/dealer-sites'));

describe('the dealer site form’s validation', () => {
  it('an added origin is not in error until it is left empty or the form is sent', async () => {
    openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    register(); // fails: the name and the first origin are empty
    await waitFor(() => expect(invalid('Site name')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an origin' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Origin 2')));
    await settle(); // the list's own check, if any, runs after the row is added
    expect(invalid('Origin 2')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Origin 2'));
    await waitFor(() => expect(invalid('Origin 2')).toBe('true'));
  });

  it('the summary counts the fields still in error and goes once they are fixed', async () => {
    openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    register();
    await waitFor(() => expect(summary()?.textContent).toBe('2 fields need attention.'));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Acme' } });
    await waitFor(() => expect(summary()?.textContent).toBe('One field needs attention.'));
    fireEvent.change(screen.getByLabelText('Origin 1'), {
      target: { value: 'https://acme.example' },
    });
    await waitFor(() => expect(summary()).toBeNull());
  });

  it('a repeated origin’s message and the summary go once the origin is changed', async () => {
    openForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Origin 1'), { target: { value: 'https://a.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an origin' }));
    fireEvent.change(screen.getByLabelText('Origin 2'), { target: { value: 'https://a.example' } });
    register();
    await screen.findByText('Each origin once, please');
    expect(summary()).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Origin 2'), { target: { value: 'https://b.example' } });
    await waitFor(() => expect(screen.queryByText('Each origin once, please')).toBeNull());
    expect(summary()).toBeNull();
  });

  it('the server’s message on the origins goes once an origin is changed', async () => {
    openForm(() => validationError({ origins: ['https://a.example belongs to another site.'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Origin 1'), { target: { value: 'https://a.example' } });
    register();
    await screen.findByText('https://a.example belongs to another site.');
    expect(summary()).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Origin 1'), { target: { value: 'https://c.example' } });
    await waitFor(() =>
      expect(screen.queryByText('https://a.example belongs to another site.')).toBeNull(),
    );
    expect(summary()).toBeNull();
  });
});

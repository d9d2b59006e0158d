import { I18nProvider } from '@lingui/react';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, type ToastApi } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';
import type { Locale } from '@/i18n/locales';
import { testI18n } from '@/testing/test-i18n';

let toast: ToastApi;

function renderToasts(locale: Locale = 'en') {
  const i18n = testI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
  const { result } = renderHook(() => useToast(), { wrapper });
  toast = result.current;
}

function showError(title = 'Oops!', message = 'Unable to locate branch for zip code 12345') {
  act(() => {
    toast.error({ title, message });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('toasts', () => {
  it('keep an empty live region on the page before any toast', () => {
    renderToasts();

    const region = screen.getByTestId('toast-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);
  });

  it('show an error as an alert with its title and message', () => {
    renderToasts();
    showError();

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Oops!');
    expect(alert.textContent).toContain('Unable to locate branch for zip code 12345');
    expect(screen.getByTestId('toast-region').contains(alert)).toBe(true);
  });

  it('show a confirmation politely (a status, not an alert), hidden after 5000 ms too', () => {
    renderToasts();
    act(() => {
      toast.success({ title: 'Lead saved', message: 'Q-2026-000123 is up to date.' });
    });

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Lead saved');
    expect(status.textContent).toContain('Q-2026-000123 is up to date.');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hide after 5000 ms, not before', () => {
    renderToasts();
    showError();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('name their close button in the page’s language', () => {
    renderToasts('es');
    showError();

    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
  });

  it('can be dismissed with the close button', () => {
    renderToasts();
    showError();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stack, each with its own countdown', () => {
    renderToasts();
    showError('Oops!', 'first');
    act(() => vi.advanceTimersByTime(2000));
    showError('Oops!', 'second');

    const [first, second] = screen.getAllByRole('alert');
    expect(first?.textContent).toContain('first');
    expect(second?.textContent).toContain('second');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('second');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wait while hovered and hide after the remaining time', () => {
    renderToasts();
    showError();
    act(() => vi.advanceTimersByTime(3000));

    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alert')).not.toBeNull();

    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('render inside an open modal dialog, which makes the rest of the page inert', async () => {
    renderToasts();
    const dialog = document.createElement('dialog');
    // jsdom has no top layer: make this one match `:modal` as a dialog opened with showModal() does.
    const matches = dialog.matches.bind(dialog);
    dialog.matches = (selector: string) =>
      selector === ':modal' ? dialog.open : matches(selector);
    document.body.append(dialog);
    await act(async () => {
      dialog.setAttribute('open', '');
    });

    showError();
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);

    await act(async () => {
      dialog.removeAttribute('open');
    });
    expect(screen.getByTestId('toast-region').contains(screen.getByRole('alert'))).toBe(true);
    dialog.remove();
  });

  it('need a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
